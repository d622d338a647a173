#include "bandeja/director/tables.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <set>
#include <tuple>
#include <map>
#include <optional>
#include <utility>

#include "bandeja/director/pairs.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/teams.hpp"
#include "bandeja/formats/qr.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/movement/swiss.hpp"
#include "bandeja/present/cards.hpp"

namespace bandeja::director {

namespace {

// The longest entry key a phone may send, and the characters it may hold (the page makes a
// random one; a client may use any opaque id of its own).
constexpr size_t kMaxKey = 128;

bool good_key(const std::string& key) {
  if (key.empty() || key.size() > kMaxKey) return false;
  return std::all_of(key.begin(), key.end(), [](unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' ||
           c == '_' || c == '.' || c == ':';
  });
}

// What only the director enters, as a table might send it in the contract field: a score alone
// ("420", "-50"), an artificial or weighted score ("A60-40", "W60:420/40:-50"), "not played".
bool directors_entry(std::string_view c) {
  while (!c.empty() && c.front() == ' ') c.remove_prefix(1);
  if (c.empty()) return false;
  auto digit = [](char x) { return x >= '0' && x <= '9'; };
  if (c == "np" || c == "NP" || c == "Np") return true;
  if ((c[0] == 'A' || c[0] == 'a' || c[0] == 'W' || c[0] == 'w' || c[0] == 'P' || c[0] == 'p') && c.size() > 1 &&
      digit(c[1]))
    return true;
  if (c[0] == '-' || c[0] == '+') return c.size() > 1 && digit(c[1]);
  return c.size() > 1 && digit(c[0]) && digit(c[1]);  // a contract is one digit and a strain
}

std::map<std::string, std::string> names_of(const db::Store& store, db::Id event) {
  std::map<std::string, std::string> names;
  for (const auto& p : store.pairs(event)) names[p.id] = p.names();
  return names;
}

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

}  // namespace

Result<std::vector<db::TableLink>> issue_table_links(db::Store& store, const db::EventInfo& event,
                                                     const std::function<std::string()>& token, bool renew) {
  if (!event.has_movement() || event.tables < 1) return fail_code("table.no_movement", "event", {event.name});
  return guarded([&] {
    db::Store::Batch batch(store);
    std::map<int, db::TableLink> have;
    for (auto& l : store.table_links(event.id)) have[l.table] = l;
    for (int t = 1; t <= event.tables; ++t)
      if (renew || !have.contains(t)) store.put_table_link(event.id, t, token());
    batch.commit();
    return store.table_links(event.id);
  });
}

std::string table_url(const std::string& base, const db::TableLink& link) { return base + "/t/" + link.token; }

std::string without_slash(std::string url) {
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

namespace {

constexpr const char* kServerBase = "server_base";

// Whether only this machine can open `url`: its host is 127.x.y.z, localhost or [::1].
bool loopback(const std::string& url) {
  std::string_view host = url;
  if (auto p = host.find("://"); p != std::string_view::npos) host.remove_prefix(p + 3);
  host = host.substr(0, host.find('/'));
  if (host.starts_with("[")) return host.starts_with("[::1]");
  host = host.substr(0, host.find(':'));
  return host.starts_with("127.") || host == "localhost";
}

}  // namespace

Result<void> record_server_base(db::Store& store, const std::string& base) {
  return guarded([&] { store.put_setting(kServerBase, without_slash(base)); });
}

Result<LinksBase> links_base(const db::Store& store, const std::string& given, const std::string& guessed) {
  if (!given.empty()) return LinksBase{without_slash(given), std::nullopt};
  return guarded_result([&]() -> Result<LinksBase> {
    if (auto recorded = store.setting(kServerBase); recorded && !recorded->empty()) {
      LinksBase out{*recorded, std::nullopt};
      if (loopback(out.url)) out.warning = fail_code("table.links_loopback", "base", {out.url}).error();
      return out;
    }
    const std::string url = without_slash(guessed);
    return LinksBase{url, fail_code("table.links_guessed", "base", {url}).error()};
  });
}

namespace {

// Where a row is and who plays what there: what a stored row keeps of a generated one.
bool same_seating(const movement::Row& a, const movement::Row& b) {
  return a.round == b.round && a.table == b.table && a.ns == b.ns && a.ew == b.ew && a.boards == b.boards &&
         a.arrow_switch == b.arrow_switch;
}

bool same_rows(std::vector<movement::Row> a, std::vector<movement::Row> b) {
  if (a.size() != b.size()) return false;
  auto order = [](const movement::Row& x, const movement::Row& y) {
    return std::pair(x.round, x.table) < std::pair(y.round, y.table);
  };
  std::sort(a.begin(), a.end(), order);
  std::sort(b.begin(), b.end(), order);
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!same_seating(a[i], b[i])) return false;
  return true;
}

// The generated movement whose rows are the stored ones, trying the ways the event could have
// been asked for (a relay or a skip, a phantom, its arrow-switched rounds); none when it was not.
std::optional<movement::Movement> generated_twin(const movement::Movement& stored) {
  movement::Spec spec;
  spec.type = stored.type;
  spec.tables = stored.tables;
  spec.rounds = stored.rounds;
  spec.boards_per_round = stored.boards_per_round;
  for (const auto& r : stored.rows)
    if (r.arrow_switch && std::find(spec.arrow_switch_rounds.begin(), spec.arrow_switch_rounds.end(), r.round) ==
                              spec.arrow_switch_rounds.end())
      spec.arrow_switch_rounds.push_back(r.round);
  std::sort(spec.arrow_switch_rounds.begin(), spec.arrow_switch_rounds.end());
  for (const int variant : {0, 1, 2})
    for (const bool with_pairs : {false, true}) {
      movement::Spec s = spec;
      s.relay = variant == 1;
      s.skip = variant == 2;
      if (with_pairs) s.pairs = static_cast<int>(stored.pairs.size());
      auto m = movement::generate(s);
      if (m && same_rows(m->rows, stored.rows)) return std::move(*m);
    }
  return std::nullopt;
}

}  // namespace

Result<movement::Movement> event_movement(const db::Store& store, const db::EventInfo& event) {
  if (!event.has_movement()) return fail_code("table.no_movement", "event", {event.name});
  return guarded([&] {
    movement::Movement m;
    m.type = event.movement_type;
    m.summary = event.movement_summary;
    m.tables = event.tables;
    m.rounds = event.rounds;
    m.boards_per_round = event.boards_per_round;
    m.boards = event.boards;
    m.winners = event.winners;
    for (const auto& p : store.pairs(event.id)) m.pairs.push_back(p.id);
    m.rows = store.rows(event.id);
    if (m.type == "swiss") {  // drawn round by round: no generated twin beyond round 1
      movement::swiss_restore(m);
      return m;
    }
    if (auto twin = generated_twin(m)) {
      m.individual = twin->individual;
      m.board_sets = twin->board_sets;
      m.stands = twin->stands;
      m.notes = twin->notes;
      // Board sets by (round, table): the stored rows in their own order.
      std::map<std::pair<int, int>, int> sets;
      for (const auto& r : twin->rows) sets[{r.round, r.table}] = r.board_set;
      for (auto& r : m.rows) r.board_set = sets[{r.round, r.table}];
    }
    return m;
  });
}

namespace {

// Each table's link as its guide card shows it: the URL and its QR code.
Result<std::map<int, movement::TableLinkCard>> link_cards(const std::vector<db::TableLink>& links,
                                                          const std::string& base) {
  std::map<int, movement::TableLinkCard> cards;
  for (const auto& l : links) {
    const std::string url = table_url(base, l);
    auto qr = formats::qr_encode(url);
    if (!qr) return std::unexpected(qr.error());
    cards[l.table] = movement::TableLinkCard{url, formats::qr_svg(*qr)};
  }
  return cards;
}

}  // namespace

Result<std::string> guide_cards_html(db::Store& store, const db::EventInfo& event, const std::string& base,
                                     const std::function<std::string()>& token, Lang lang, movement::Paper paper) {
  auto links = issue_table_links(store, event, token);
  if (!links) return std::unexpected(links.error());
  CardsChoice choice;
  choice.pairs = false;
  choice.base = base;
  auto doc = event_cards_html(store, event, choice, lang, {paper, 1});
  if (!doc) return std::unexpected(doc.error());
  return std::move(doc->html);
}

Result<std::string> pair_cards_html(const db::Store& store, const db::EventInfo& event, Lang lang, movement::Paper paper) {
  CardsChoice choice;
  choice.guide = false;
  auto doc = event_cards_html(store, event, choice, lang, {paper, 1});
  if (!doc) return std::unexpected(doc.error());
  return std::move(doc->html);
}

namespace {

// One event's cards to print: its movement (kept in `movement`, which the set points into), the
// kinds chosen, its name and section letter, the pairs' names and the tables' links.
Result<movement::CardSet> card_set(const db::Store& store, const db::EventInfo& event, const CardsChoice& choice,
                                   const movement::Movement& m) {
  movement::CardSet set;
  set.movement = &m;
  set.event = event.name;
  set.section = event.section;
  if (choice.round && (*choice.round < 1 || *choice.round > m.rounds))
    return fail_code("print.no_such_round", "round", {std::to_string(*choice.round), std::to_string(m.rounds)});
  if (choice.guide) set.tables = movement::table_cards(m);
  if (choice.pairs) set.pairs = movement::pair_cards(m);
  if (choice.round) {  // that round's line alone, on the cards of those who play in it
    const int r = *choice.round;
    std::erase_if(set.tables, [r](movement::TableCard& c) {
      std::erase_if(c.lines, [r](const movement::GuideLine& l) { return l.round != r; });
      return c.lines.empty();
    });
    std::erase_if(set.pairs, [r](movement::PairCard& c) {
      std::erase_if(c.lines, [r](const movement::PairLine& l) { return l.round != r; });
      return c.lines.empty();  // a pair that sits the round out keeps its card: it says so
    });
  }
  auto names = guarded([&] { return names_of(store, event.id); });
  if (!names) return std::unexpected(names.error());
  set.names = std::move(*names);
  if (choice.guide && choice.base) {
    auto links = guarded([&] { return store.table_links(event.id); });
    if (!links) return std::unexpected(links.error());
    auto cards = link_cards(*links, *choice.base);
    if (!cards) return std::unexpected(cards.error());
    set.links = std::move(*cards);
  }
  return set;
}

}  // namespace

Result<present::CardDocument> event_cards_html(const db::Store& store, const db::EventInfo& event,
                                               const CardsChoice& choice, Lang lang, movement::CardPrint print) {
  if (!event.has_movement()) return fail_code("print.no_cards", "event", {event.name});
  auto m = event_movement(store, event);
  if (!m) return std::unexpected(m.error());
  auto set = card_set(store, event, choice, *m);
  if (!set) return std::unexpected(set.error());
  return present::render_cards({*set}, lang, print);
}

Result<present::CardDocument> session_cards_html(const db::Store& store, const db::SessionInfo& session,
                                                 const CardsChoice& choice, Lang lang, movement::CardPrint print) {
  auto events = guarded([&] { return store.session_events(session.id); });
  if (!events) return std::unexpected(events.error());
  std::vector<movement::Movement> movements;
  movements.reserve(events->size());  // the sets point into it: no reallocation
  std::vector<movement::CardSet> sets;
  for (const auto& e : *events) {
    if (!e.has_movement()) continue;
    auto m = event_movement(store, e);
    if (!m) return std::unexpected(m.error());
    movements.push_back(std::move(*m));
    auto set = card_set(store, e, choice, movements.back());
    if (!set) return std::unexpected(set.error());
    sets.push_back(std::move(*set));
  }
  if (sets.empty()) return fail_code("print.no_session_cards", "session", {session.name});
  return present::render_cards(sets, lang, print);
}

Result<std::vector<present::TextCard>> event_cards_text(const db::Store& store, const db::EventInfo& event,
                                                        const CardsChoice& choice, Lang lang) {
  if (!event.has_movement()) return fail_code("print.no_cards", "event", {event.name});
  auto m = event_movement(store, event);
  if (!m) return std::unexpected(m.error());
  CardsChoice text = choice;
  text.base.reset();  // a text card prints no QR code
  auto set = card_set(store, event, text, *m);
  if (!set) return std::unexpected(set.error());
  return present::render_text_cards(*set, lang);
}

Result<db::TableLink> table_of_token(const db::Store& store, const std::string& token) {
  auto link = guarded([&] { return store.find_table_link(token); });
  if (!link) return std::unexpected(link.error());
  if (!*link) return fail_code("table.unknown_token", "token");
  return **link;
}

bool TableRound::complete() const {
  return std::all_of(boards.begin(), boards.end(), [](const TableBoard& b) { return b.entered.has_value(); });
}

bool TableRound::plays(int board) const {
  return std::any_of(boards.begin(), boards.end(), [&](const TableBoard& b) { return b.board == board; });
}

bool TableView::reached(int number) const { return current_round == 0 || number <= std::max(reached_round, current_round); }

const TableRound* TableView::round(int number) const {
  for (const auto& r : rounds)
    if (r.round == number) return &r;
  return nullptr;
}

std::string table_note(int table) { return "table " + std::to_string(table); }

namespace {

// Where the event file keeps the furthest round a table has reached.
std::string reached_key(const db::TableLink& link) {
  return "table_reached:" + std::to_string(link.event) + ":" + std::to_string(link.table);
}

// The first round from `from` on that is not locked and has a board left to enter; 0 if none.
int open_round_from(const std::vector<TableRound>& rounds, int from) {
  for (const auto& r : rounds)
    if (r.round >= from && !r.locked && !r.boards.empty() && !r.complete()) return r.round;
  return 0;
}

// The round the table plays now (TableView::current_round), from its rounds and reached_round.
void settle_round(TableView& v) {
  v.current_round = open_round_from(v.rounds, v.reached_round);
  if (!v.current_round) v.current_round = open_round_from(v.rounds, 1);  // a board left for later
}

// Keeps the table's furthest round when it has moved on (never back): after a table's entry and
// after a lock, so that unlocking a round later does not pull the table back to it.
void remember_reached(db::Store& store, const db::TableLink& link, const TableView& v) {
  if (v.current_round > v.reached_round) store.put_setting(reached_key(link), std::to_string(v.current_round));
}

// Whether line `id` is the table's own: stored by one of its entries, and written last by it.
bool written_by(const db::Store& store, const db::TableLink& link, db::Id id) {
  if (!store.entered_by_table(link.event, link.table, id)) return false;
  const auto last = store.last_writer(link.event, id);
  const std::string table = table_note(link.table);
  return last == table || last == table + std::string(kNoteOtherWay);
}

}  // namespace

Floor Floor::load(const db::Store& store, db::Id event) {
  const db::Store::Reading together(store);  // pairs, boards, rows and lines of one moment
  Floor f;
  f.event.info = store.event_info(event);
  for (const auto& p : store.pairs(event)) {
    f.event.pairs.insert(p.id);
    f.names[p.id] = p.names();
    if (p.players.size() >= 2 &&
        std::all_of(p.players.begin(), p.players.end(), [](const db::Player& x) { return x.national_id.has_value(); }))
      f.numbered.insert(p.id);
  }
  for (auto& b : store.boards(event)) f.event.boards[b.number] = std::move(b);
  f.event.read_deals();
  f.event.rows = store.rows(event);
  for (const auto& r : store.results(event)) f.remember(r);
  return f;
}

void Floor::remember(const db::ResultLine& line) { learn(std::make_shared<const db::ResultLine>(line)); }

void Floor::learn(std::shared_ptr<const db::ResultLine> line) {
  if (journaling) journal.push_back(Change{true, line});
  event.remember(line);
  if (line->table && line->round) at_table[{*line->table, *line->round, line->board}] = std::move(line);
}

void Floor::apply(const std::vector<Change>& changes) {
  for (const auto& c : changes)
    if (c.learnt) learn(c.line);
    else forget(*c.line);
}

void Floor::forget(const db::ResultLine& line) {
  if (journaling) journal.push_back(Change{false, std::make_shared<const db::ResultLine>(line)});
  event.forget(line);
  if (!line.table || !line.round) return;
  if (auto it = at_table.find({*line.table, *line.round, line.board}); it != at_table.end() && it->second->id == line.id)
    at_table.erase(it);
}

Result<TableView> table_view(const db::Store& store, const db::TableLink& link) {
  return guarded_result([&]() -> Result<TableView> {
    const db::Store::Reading together(store);
    return table_view(store, Floor::load(store, link.event), link);
  });
}

namespace {

// The table's rounds as its checks need them: each round's pairs, boards, lock and lines entered;
// how far the table has come, the entries waiting for the director and the numbers still to give.
// No names, deals or correctable marks: table_view adds them for the page.
TableView table_progress(const db::Store& store, const Floor& floor, const db::TableLink& link) {
  TableView v;
  v.table = link.table;
  const bool numbers_required = member_numbers_required(store, link.event);
  const auto locked = store.locked_rounds(link.event);
  for (const auto& row : floor.event.rows) {
    if (row.table != link.table) continue;
    TableRound tr;
    tr.round = row.round;
    tr.locked = contains(locked, row.round);
    if (row.ns && row.ew) {
      tr.ns = *row.ns;
      tr.ew = *row.ew;
      tr.boards.reserve(row.boards.size());
      for (int b : row.boards) {
        TableBoard tb;
        tb.board = b;
        if (auto it = floor.at_table.find({link.table, row.round, b}); it != floor.at_table.end()) tb.entered = *it->second;
        tr.boards.push_back(std::move(tb));
      }
    }
    v.rounds.push_back(std::move(tr));
  }
  std::sort(v.rounds.begin(), v.rounds.end(), [](const TableRound& a, const TableRound& b) { return a.round < b.round; });
  if (const auto kept = store.setting(reached_key(link))) {
    int n = 0;
    const auto [end, ec] = std::from_chars(kept->data(), kept->data() + kept->size(), n);
    if (ec == std::errc() && end == kept->data() + kept->size() && n >= 1) v.reached_round = n;
  }
  for (const auto& call : store.calls(link.event))
    if (call.table == link.table && !call.answered_at && call.round)
      if (auto refused = refused_entry(call); refused && refused->board > 0) v.awaiting.emplace_back(*call.round, refused->board);
  settle_round(v);
  if (const TableRound* r = numbers_required && v.current_round ? v.round(v.current_round) : nullptr)
    for (const std::string& pair : {r->ns, r->ew})
      if (!pair.empty() && !floor.numbered.contains(pair)) v.numbers_needed.push_back(pair);
  return v;
}

}  // namespace

Result<TableView> table_view(const db::Store& store, const Floor& floor, const db::TableLink& link) {
  return guarded([&] {
    TableView v = table_progress(store, floor, link);
    v.event = floor.event.info;
    for (auto& tr : v.rounds) {
      if (auto it = floor.names.find(tr.ns); it != floor.names.end()) tr.ns_names = it->second;
      if (auto it = floor.names.find(tr.ew); it != floor.names.end()) tr.ew_names = it->second;
      for (auto& tb : tr.boards) {
        if (auto it = floor.event.boards.find(tb.board); it != floor.event.boards.end()) {
          tb.dealer = it->second.dealer;
          tb.vulnerability = it->second.vulnerability;
        }
        tb.correctable = tb.entered && !tr.locked && written_by(store, link, tb.entered->id);
      }
    }
    return v;
  });
}

namespace {

// Every check of a table's entry, against the event as stored (`floor`): this table's board in
// that round, the round not locked, then check_line, then only a contract or a pass.
Result<Checked> check_entry(const db::Store& store, const db::TableLink& link, const TableEntry& in,
                            const Floor& floor, TableView* seen = nullptr) {
  const EventView& ev = floor.event;
  const std::string round = std::to_string(in.round), board = std::to_string(in.board),
                    table = std::to_string(link.table);
  const movement::Row* row = ev.row(in.round, link.table);
  if (!row || !contains(row->boards, in.board) || !row->ns || !row->ew)
    return fail_code("table.not_your_board", "board", {board, table, round});
  TableView view = table_progress(store, floor, link);
  if (!view.reached(in.round)) return fail_code("table.round_not_reached", "round", {round, std::to_string(view.current_round)});
  if (const TableRound* r = view.round(in.round); r && r->locked) return fail_code("table.round_locked", "round", {round});
  if (directors_entry(in.contract)) return fail_code("table.director_only", "contract", {in.contract});
  // The club requires the players' membership numbers first: of the pairs seated now.
  if (in.round == view.current_round && !view.numbers_needed.empty())
    return fail_code("table.numbers_first", "round", {view.numbers_needed.front()});

  LineInput line;
  line.board = in.board;
  line.round = in.round;
  line.table = link.table;
  line.contract = in.contract;
  line.declarer = in.declarer;
  line.result = in.tricks ? std::to_string(*in.tricks) : in.result;
  line.lead = in.lead;
  // In a teams match a board played the other way round in one room cannot be compared with the
  // other room: the director rules on it (the refusal reaches the console as a call).
  if (in.other_way && is_teams_event(ev.info)) return fail_code("table.other_way_teams", "other_way", {board});
  line.seated_other_way = in.other_way;
  // The phone sends English notation whatever the player's language.
  auto checked = check_line(ev, line, in.replace, Lang::En);
  if (!checked && checked.error().code == "line.duplicate_use_replace")
    return fail_code("table.already_entered", "board", {board});
  if (!checked) return std::unexpected(checked.error());
  // At the table only a contract played or a board passed out: scores, adjusted and weighted
  // scores, and "not played" are the director's.
  if (!std::holds_alternative<score::Played>(checked->line.entry) &&
      !std::holds_alternative<score::PassedOut>(checked->line.entry))
    return fail_code("table.director_only", "contract", {in.contract});
  // A table corrects only what it entered itself and what nobody has changed since: never a
  // line the director typed, imported, adjusted or corrected after it.
  if (checked->replaces && (checked->replaces->table != link.table ||
                            !written_by(store, link, checked->replaces->id)))
    return fail_code("table.not_its_line", "board", {board});
  if (seen) *seen = std::move(view);
  return checked;
}

}  // namespace

Result<Checked> check_at_table(const db::Store& store, const db::TableLink& link, const TableEntry& in) {
  return guarded_result([&]() -> Result<Checked> {
    const db::Store::Reading together(store);
    return check_entry(store, link, in, Floor::load(store, link.event));
  });
}

Result<Checked> check_at_table(const db::Store& store, const Floor& floor, const db::TableLink& link,
                               const TableEntry& in) {
  return guarded_result([&]() -> Result<Checked> { return check_entry(store, link, in, floor); });
}

Result<TableStored> enter_at_table(db::Store& store, const db::TableLink& link, const TableEntry& in) {
  return guarded_result([&]() -> Result<TableStored> {
    // The event read and the entry written in one transaction: nobody writes in between.
    db::Store::Batch batch(store);
    Floor floor = Floor::load(store, link.event);
    auto stored = enter_at_table(store, floor, link, in);
    batch.commit();  // the line, or the call that puts its refusal before the director
    return stored;
  });
}

Result<TableStored> enter_at_table(db::Store& store, Floor& floor, const db::TableLink& link, const TableEntry& in) {
  auto run = [&]() -> Result<TableStored> {
    if (!good_key(in.key)) return fail_code("table.bad_key", "key", {std::to_string(kMaxKey)});
    db::Store::Batch batch(store);
    // A retry of an entry already stored answers with the line it stored.
    if (auto id = store.entry_key(link.event, link.table, in.key)) {
      auto line = store.result(link.event, *id);
      if (!line) return fail_code("table.entry_gone", "key", {std::to_string(*id)});
      if (line->board != in.board || line->round != in.round)
        return fail_code("table.key_reused", "key", {std::to_string(line->board), std::to_string(line->round.value_or(in.round))});
      return TableStored{*line, true, false};
    }
    TableView view;  // the table as the checks saw it
    auto checked = check_entry(store, link, in, floor, &view);
    if (!checked) return std::unexpected(checked.error());
    // From here the floor learns the line; until the batch commits, a failure leaves it stale.
    floor.stale = true;
    auto id = store_line(store, floor.event, *checked, line_note(*checked, table_note(link.table)));
    if (!id) return std::unexpected(id.error());
    store.put_entry_key(link.event, link.table, in.key, *id);
    TableStored out{checked->line, false, checked->replaces.has_value()};
    out.line.id = *id;
    if (auto stored = store.result(link.event, *id)) out.line = *stored;
    if (checked->replaces) floor.forget(*checked->replaces);
    floor.remember(out.line);  // as stored (store_line taught the event view the checked line)
    // The round's last board in: the table has moved on, and stays on however rounds are unlocked.
    for (auto& r : view.rounds)
      if (r.round == in.round)
        for (auto& b : r.boards)
          if (b.board == in.board) b.entered = out.line;
    settle_round(view);
    remember_reached(store, link, view);
    batch.commit();
    floor.stale = false;
    return out;
  };
  auto stored = guarded_result(run);
  // The players confirmed this entry: refused, it reaches the director as a call (the phone keeps
  // it too), never silently. Not when the file could not take it just now: the phone sends it
  // again. Best effort: a call the file cannot take either leaves the phone's copy.
  if (!stored && !file_trouble(stored.error())) (void)report_refused_entry(store, link, in, stored.error());
  return stored;
}

Result<std::vector<db::ResultLine>> table_traveller(const db::Store& store, const db::TableLink& link, int board) {
  return guarded_result([&]() -> Result<std::vector<db::ResultLine>> {
    // Only a board of a round the table has reached, and once its own line is in: never a
    // later round's traveller or deal.
    auto view = table_view(store, link);
    if (!view) return std::unexpected(view.error());
    std::vector<db::ResultLine> lines;
    bool played_here = false;
    for (auto& r : store.results(link.event)) {
      if (r.board != board) continue;
      if (r.table == link.table && r.round && view->reached(*r.round) && view->round(*r.round) &&
          view->round(*r.round)->plays(board))
        played_here = true;
      lines.push_back(std::move(r));
    }
    if (!played_here) return fail_code("table.board_not_played", "board", {std::to_string(board)});
    return lines;
  });
}

namespace {

// An event's own settings, kept in the file's settings as "NAME:EVENT" ("traveller_points:3").
std::string event_key(std::string_view name, db::Id event) { return std::string(name) + ":" + std::to_string(event); }
std::string points_key(db::Id event) { return event_key("traveller_points", event); }
std::string numbers_key(db::Id event) { return event_key("member_numbers", event); }
std::string published_key(db::Id event) { return event_key("published", event); }
// A setting's value, "" when it is not set (or the file cannot say).
std::string setting_or_empty(const db::Store& store, const std::string& key) {
  auto v = guarded([&] { return store.setting(key); });
  return v && *v ? **v : std::string();
}

}  // namespace

bool member_numbers_required(const db::Store& store, db::Id event) {
  return setting_or_empty(store, numbers_key(event)) == "required";
}

Result<void> set_member_numbers(db::Store& store, const db::EventInfo& event, const std::string& when) {
  if (std::find(std::begin(kMemberNumbers), std::end(kMemberNumbers), when) == std::end(kMemberNumbers))
    return fail_code("event.bad_member_numbers", "member-numbers", {when});
  return guarded([&] { store.put_setting(numbers_key(event.id), when); });
}

std::string traveller_points_when(const db::Store& store, db::Id event) {
  const std::string when = setting_or_empty(store, points_key(event));
  return when.empty() ? "now" : when;
}

Result<void> set_traveller_points_when(db::Store& store, const db::EventInfo& event, const std::string& when) {
  if (std::find(std::begin(kTravellerPointsWhen), std::end(kTravellerPointsWhen), when) == std::end(kTravellerPointsWhen))
    return fail_code("event.bad_traveller_points", "traveller-points", {when});
  return guarded([&] { store.put_setting(points_key(event.id), when); });
}

std::optional<TravellerPoints> table_traveller_points(const db::Store& store, const db::TableLink& link, int board,
                                                      const std::vector<db::ResultLine>& lines) {
  const std::string when = traveller_points_when(store, link.event);
  if (when == "never") return std::nullopt;
  if (when == "locked") {
    auto view = table_view(store, link);
    if (!view) return std::nullopt;
    bool locked = false;  // the round in which this table played the board
    for (const auto& r : view->rounds)
      if (r.plays(board)) locked = r.locked;
    if (!locked) return std::nullopt;
  }
  // The whole event ranked, as every output ranks it (rank_standings drops the lines).
  auto ranked = guarded_result([&] { return rank_event(store.load(link.event)); });
  if (!ranked) return std::nullopt;  // not rankable yet (a line to fix): the traveller alone
  TravellerPoints out;
  const auto scoring = ranked->record.scoring;
  out.unit = scoring == ranking::Scoring::Matchpoints ? "mp" : scoring == ranking::Scoring::Bam ? "bp" : "imps";
  const formats::Board* doc = nullptr;
  for (const auto& b : ranked->record.boards)
    if (b.number == board) doc = &b;
  if (!doc) return std::nullopt;
  for (const auto& l : lines) {
    std::optional<double> ns, ew;
    for (const auto& d : doc->lines)  // a pair plays a board once
      if (d.ns == l.ns && d.ew == l.ew) ns = d.ns_points, ew = d.ew_points;
    out.ns.push_back(ns);
    out.ew.push_back(ew);
  }
  return out;
}

Result<void> lock_round(db::Store& store, const db::EventInfo& event, int round, bool locked, const std::string& who) {
  if (!event.has_movement()) return fail_code("table.no_movement", "event", {event.name});
  if (round < 1 || round > event.rounds)
    return fail_code("table.no_round", "round", {std::to_string(round), std::to_string(event.rounds)});
  return guarded([&] {
    db::Store::Batch batch(store);
    store.set_round_locked(event.id, round, locked, who);
    // Locked, the round's tables move on; kept, so that unlocking it again leaves them there.
    if (locked)
      for (const auto& row : store.rows(event.id))
        if (row.round == round)
          if (auto v = table_view(store, db::TableLink{event.id, row.table, ""})) remember_reached(store, {event.id, row.table, ""}, *v);
    batch.commit();
  });
}

Result<TableView> move_table_on(db::Store& store, const db::TableLink& link, int from) {
  return guarded_result([&]() -> Result<TableView> {
    db::Store::Batch batch(store);
    auto v = table_view(store, link);
    if (!v) return v;
    if (v->current_round != from) return v;  // moved on already: the second tap changes nothing
    // Back at a board left for later with every round after it played: nothing to move on to
    // (and the furthest round reached never goes back).
    const int next = from < v->reached_round ? 0 : open_round_from(v->rounds, from + 1);
    if (!next) return fail_code("table.no_next_round", "round", {std::to_string(from)});
    store.put_setting(reached_key(link), std::to_string(next));
    batch.commit();
    return table_view(store, link);
  });
}

namespace {

// The table's calls the director has not answered yet, oldest first.
std::vector<db::DirectorCall> open_calls(const db::Store& store, const db::TableLink& link) {
  std::vector<db::DirectorCall> out;
  for (auto& c : store.calls(link.event))
    if (c.table == link.table && !c.answered_at) out.push_back(std::move(c));
  return out;
}

// A call's reason as the console reads it back (refused_entry): the board and the entry a table
// confirmed (0 and "" for something else it could not do), and why.
std::string call_reason(int board, const std::string& entry, const Error& why, bool other_way = false) {
  nlohmann::json reason{{"board", board}, {"entry", entry}, {"code", why.code},
                        {"field", why.field}, {"args", why.args}, {"message", why.message}};
  if (other_way) reason["other_way"] = true;
  return reason.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// A call holding `reason`, bounded: a phone cannot flood the console. The same reason is its one
// call, and a table has at most four open at once (the newest answers for any more).
Result<db::Id> raise_bounded_call(db::Store& store, const db::TableLink& link, std::optional<int> round,
                                  const std::string& reason) {
  return guarded([&] {
    constexpr size_t kMaxOpenCalls = 4;
    const auto open = open_calls(store, link);
    for (const auto& c : open)
      if (c.reason == reason) return c.id;
    if (open.size() >= kMaxOpenCalls) return open.back().id;
    return store.raise_call(link.event, link.table, round, reason);
  });
}

}  // namespace

Result<db::Id> call_director(db::Store& store, const db::TableLink& link) {
  auto view = table_view(store, link);
  if (!view) return std::unexpected(view.error());
  std::optional<int> round;
  if (view->current_round) round = view->current_round;
  return guarded([&] {
    const auto open = open_calls(store, link);
    return open.empty() ? store.raise_call(link.event, link.table, round) : open.front().id;
  });
}

RoundGaps round_gaps(const EveningGrid& grid, int round) {
  RoundGaps out;
  for (const GridCell& c : grid.cells)
    if (c.round == round && c.entered < c.boards) {
      out.tables.push_back(c.table);
      out.boards += c.boards - c.entered;
    }
  return out;
}

Result<db::Id> report_refused_entry(db::Store& store, const db::TableLink& link, const TableEntry& entry,
                                    const Error& why) {
  std::string text = entry.contract;
  for (const std::string& part : {entry.declarer, entry.tricks ? std::to_string(*entry.tricks) : entry.result, entry.lead})
    if (!part.empty()) text += " " + part;
  return raise_bounded_call(store, link, entry.round > 0 ? std::optional<int>(entry.round) : std::nullopt,
                            call_reason(entry.board, text, why, entry.other_way));
}

Result<db::Pair> seat_players(db::Store& store, const db::TableLink& link, int round, const std::string& pair,
                              const std::vector<std::string>& ids, const db::Store* members) {
  // Read in capitals: a phone's keyboard capitalises as it likes (es10231 is ES10231).
  std::vector<std::string> upper = ids;
  for (auto& id : upper)
    for (char& ch : id) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  auto checked = national_ids(upper, "");
  if (!checked) return std::unexpected(checked.error());
  auto info = guarded([&] { return store.event_info(link.event); });
  if (!info) return std::unexpected(info.error());
  auto sits = guarded([&] {
    for (const auto& row : store.rows(link.event))
      if (row.table == link.table && row.round == round && ((row.ns && *row.ns == pair) || (row.ew && *row.ew == pair)))
        return true;
    return false;
  });
  if (!sits) return std::unexpected(sits.error());
  if (!*sits)
    return std::unexpected(error_code("table.pair_not_here", "pair", {pair, std::to_string(link.table), std::to_string(round)}));
  auto locked = guarded([&] { return contains(store.locked_rounds(link.event), round); });
  if (!locked) return std::unexpected(locked.error());
  if (*locked) return std::unexpected(error_code("table.round_locked", "round", {std::to_string(round)}));
  auto named = name_pair(store, *info, pair, {}, *checked, members);
  if (!named && named.error().code == "pairs.id_not_in_register" && named.error().args.size() >= 3) {
    // Said to the players in their words, and put before the director, who names the player: a
    // call saying so (one per pair and number; a table's open calls bounded as for entries).
    const Error unknown = error_code("table.member_unknown", "ids", {named.error().args[2], pair});
    if (auto called = raise_bounded_call(store, link, round, call_reason(0, "", unknown)); !called)
      return std::unexpected(called.error());
    return std::unexpected(unknown);
  }
  return named;
}

std::optional<RefusedEntry> refused_entry(const db::DirectorCall& call) {
  if (call.reason.empty()) return std::nullopt;
  const auto j = nlohmann::json::parse(call.reason, nullptr, false);
  if (!j.is_object()) return std::nullopt;
  try {  // written by report_refused_entry; a reason of another shape is no refused entry
    RefusedEntry out;
    out.board = j.value("board", 0);
    out.entry = j.value("entry", std::string());
    out.other_way = j.value("other_way", false);
    out.why = error_code(j.value("code", std::string()), j.value("field", std::string()),
                         j.value("args", std::vector<std::string>{}));
    out.why.message = j.value("message", std::string());
    return out;
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

Result<void> answer_call(db::Store& store, const db::EventInfo& event, db::Id call) {
  return guarded([&] { store.answer_call(event.id, call); });
}

Result<Stored> store_refused_entry(db::Store& store, const db::EventInfo& event, db::Id call, Lang lang,
                                   const std::string& note) {
  return guarded_result([&]() -> Result<Stored> {
    const auto calls = store.calls(event.id);
    const auto it = std::find_if(calls.begin(), calls.end(), [&](const db::DirectorCall& c) { return c.id == call && !c.answered_at; });
    if (it == calls.end()) return std::unexpected(error_code("store.no_call", "call", {std::to_string(call)}));
    const auto refused = refused_entry(*it);
    if (!refused || refused->board < 1 || refused->entry.empty())
      return std::unexpected(error_code("call.no_entry", "call", {std::to_string(call)}));
    LineInput in;
    in.board = refused->board;
    in.round = it->round;
    in.table = it->table;
    in.quick = refused->entry;
    in.seated_other_way = refused->other_way;
    db::Store::Batch batch(store);
    auto view = EventView::load(store, event);
    auto stored = enter_line(store, view, in, true, lang, note, true);
    if (!stored) return stored;  // the batch, destroyed, stores nothing
    store.answer_call(event.id, call);
    batch.commit();
    return stored;
  });
}

bool is_published(const db::Store& store, db::Id event) { return setting_or_empty(store, published_key(event)) == "1"; }

Result<void> set_published(db::Store& store, const db::EventInfo& event, bool published) {
  if (published) {
    auto ranked = guarded_result([&] { return publish_event(store.load(event.id)); });
    if (!ranked) return std::unexpected(ranked.error());
  }
  return guarded([&] { store.put_setting(published_key(event.id), published ? "1" : "0"); });
}

const GridCell* EveningGrid::cell(int table, int round) const {
  for (const auto& c : cells)
    if (c.table == table && c.round == round) return &c;
  return nullptr;
}

EveningGrid evening_grid(const db::Store& store, const db::EventInfo& event) {
  EveningGrid g;
  g.tables = event.tables;
  g.rounds = event.rounds;
  std::map<std::pair<int, int>, int> entered;       // (round, table) -> lines
  std::set<std::tuple<int, int, int>> entered_boards;  // (round, table, board)
  for (const auto& r : store.results(event.id))
    if (r.round && r.table) {
      ++entered[{*r.round, *r.table}];
      entered_boards.insert({*r.round, *r.table, r.board});
    }
  g.locked = store.locked_rounds(event.id);
  std::map<int, int> reached;  // table -> the furthest round it has reached (tables have kept it)
  for (int t = 1; t <= event.tables; ++t)
    if (const auto kept = store.setting(reached_key({event.id, t, ""}))) {
      int n = 0;
      const auto [end, ec] = std::from_chars(kept->data(), kept->data() + kept->size(), n);
      if (ec == std::errc() && end == kept->data() + kept->size()) reached[t] = n;
    }
  for (const auto& row : store.rows(event.id)) {
    GridCell c;
    c.table = row.table;
    c.round = row.round;
    c.ns = row.ns.value_or("");
    c.ew = row.ew.value_or("");
    c.boards = row.ns && row.ew ? static_cast<int>(row.boards.size()) : 0;
    c.entered = entered[{row.round, row.table}];
    if (c.entered < c.boards) {
      const bool locked = contains(g.locked, row.round);
      const bool left = reached.contains(row.table) && reached[row.table] > row.round;
      for (int b : row.boards)
        if (!entered_boards.contains({row.round, row.table, b})) {
          if (locked) c.not_played.push_back(b);
          else if (left) c.later.push_back(b);
        }
    }
    g.cells.push_back(std::move(c));
  }
  std::sort(g.cells.begin(), g.cells.end(),
            [](const GridCell& a, const GridCell& b) { return std::pair{a.round, a.table} < std::pair{b.round, b.table}; });
  for (auto& c : store.calls(event.id))
    if (!c.answered_at) g.open_calls.push_back(std::move(c));
  return g;
}

}  // namespace bandeja::director
