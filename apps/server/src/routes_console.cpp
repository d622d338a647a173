// The director's console, /director, behind the director's password: the events of the file and
// a new one with its movement; an event's evening as a grid of tables by rounds with what is
// missing, its calls for the director, its rounds to lock, its table links and cards to print,
// its pairs to name, every line to correct or delete (the audit log says "director"), its
// ranking and its publication; its rulings (Laws 87 and 90) and its settings (name, date, site,
// points and numbers at the tables, final, a pair leaving, deleting it). Plain HTML forms, each with the session's CSRF token; every
// change goes through the director's core, as the CLI's do.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <cstdlib>
#include <charconv>
#include <utility>

#include "app.hpp"
#include "bandeja/director/events.hpp"
#include "bandeja/director/hands.hpp"
#include "bandeja/director/paperwork.hpp"
#include "bandeja/formats/pbn.hpp"
#include "bandeja/formats/usebio.hpp"
#include "bandeja/present/hand_records.hpp"
#include "bandeja/director/names.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/pairs.hpp"
#include "bandeja/director/players.hpp"
#include "bandeja/director/record.hpp"
#include "bandeja/director/results.hpp"
#include "bandeja/director/rulings.hpp"
#include "bandeja/director/store_errors.hpp"
#include "bandeja/director/swiss.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/present/movement.hpp"
#include "bandeja/director/teams_ops.hpp"
#include "bandeja/present/console_pages.hpp"
#include "bandeja/present/console_tools.hpp"
#include "bandeja/present/sheets.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/imps.hpp"
#include "bandeja/score/limits.hpp"
#include "bandeja/score/vp.hpp"
#include "bandeja/present/rank_render.hpp"
#include "bandeja/present/report.hpp"
#include "bandeja/movement/cards.hpp"
#include "bandeja/movement/generate.hpp"
#include "bandeja/present/cards.hpp"
#include "bandeja/score/entry.hpp"
#include "console.hpp"
#include "bandeja/present/page.hpp"

namespace bandeja::server {

namespace {

using namespace console;

// The event's pages a change is made from: the evening's (""), its rulings, its settings.
enum class From { evening, rulings, settings };

// Runs a change of the event and answers: back to the page it was made from saying what was
// done, or that page again with the error in the console's words.
template <class F>
void change(Request& r, const db::EventInfo& e, const std::string& done, F&& f, From from = From::evening) {
  Result<void> outcome = r.app.write([&](db::Store& s) -> Result<void> {
    auto x = f(s);
    if (!x) return std::unexpected(x.error());
    return {};
  });
  if (!outcome) {
    const int status = status_of(outcome.error()) == 404 ? 404 : 422;
    const std::string said = present::console::refusal(r.context(), outcome.error());
    if (from == From::rulings) return rulings_page(r, e, status, said);
    if (from == From::settings) return settings_page(r, e, status, said);
    return event_page(r, e, status, said);
  }
  // Back where the change was made: a pair named, a line entered or corrected.
  const std::string at = done == "named"        ? "#pairs"
                         : done == "team_named" ? "#teams"
                         : done == "entered" || done == "edited" || done == "deleted" ? "#results"
                                                                                       : "";
  const std::string page = from == From::rulings ? "/rulings" : from == From::settings ? "/settings" : "";
  see_other(r.res, "/director/events/" + std::to_string(e.id) + page + "?done=" + done + at);
}

// A number typed in a form: digits alone, at most `max` (an empty field: nothing).
std::optional<int> form_number(const httplib::Request& req, const char* name, int max) {
  const std::string text = param(req, name);
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || n < 1 || n > max) return std::nullopt;
  return n;
}


// The paper a print asks for: A4 unless Letter.
movement::Paper paper_of(const httplib::Request& req) {
  return param(req, "paper") == "letter" ? movement::Paper::Letter : movement::Paper::A4;
}

// The event's guide cards (the tables' links made when missing) or its pair cards, print-ready.
Result<std::string> cards_html(Request& r, const db::EventInfo& e, bool guide, movement::Paper paper) {
  if (guide)
    return r.app.write([&](db::Store& s) { return director::guide_cards_html(s, e, r.app.base_url, random_token, r.lang, paper); });
  return r.app.read([&](db::Store& s) { return director::pair_cards_html(s, e, r.lang, paper); });
}


// "1 3, 5" as its items.
std::vector<std::string> items_of(const std::string& text) {
  std::vector<std::string> out;
  std::string item;
  for (char ch : text + " ") {
    if (ch == ' ' || ch == ',' || ch == ';' || ch == '\t') {
      if (!item.empty()) out.push_back(std::exchange(item, {}));
    } else {
      item += ch;
    }
  }
  return out;
}

// The largest board, round or table number a form may give.
constexpr long long kMaxNumber = 9999;

std::optional<db::Id> id_match(const httplib::Request& req, size_t i) {
  const std::string s = req.matches[i];
  if (s.empty() || s.size() > 12) return std::nullopt;
  return std::stoll(s);
}

// A whole number typed in a calculator, `label` its field as the form names it; at most
// `limit` either way.
Result<int> calculator_number(const std::string& text, const std::string& label, int limit) {
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size() || n > limit || n < -limit)
    return fail_code("console.calc_not_number", "value", {label, text});
  return n;
}

// The calculators' answers (`bandeja score`, `imps`, `vp`) with libscore, for the one asked.
present::console::Calculators work_out(const Request& r) {
  present::console::Calculators k;
  k.entry = param(r.req, "entry");
  k.board = param(r.req, "board");
  k.vul = param(r.req, "vul");
  k.difference = param(r.req, "difference");
  k.margin = param(r.req, "margin");
  k.boards = param(r.req, "boards");
  k.game = param(r.req, "game");
  k.first_dealer = param(r.req, "first_dealer");
  k.variant = param(r.req, "variant");
  k.deals = param(r.req, "deals");
  k.all_odd_tricks = param(r.req, "old") == "1";
  const std::string asked = param(r.req, "calc");
  if (asked == "score") {
    k.score = [&]() -> Result<present::console::ScoreWorked> {
      auto entry = score::parse_entry(k.entry, r.lang);
      if (!entry) return std::unexpected(entry.error());
      auto board = calculator_number(k.board.empty() ? "1" : k.board, r.w("console.board"), limits::boards);
      if (!board) return std::unexpected(board.error());
      if (*board < 1) return fail_code("console.calc_not_number", "board", {r.w("console.board"), k.board});
      auto vul = k.vul.empty() ? std::optional(score::vulnerability(*board)) : score::parse_vulnerability(k.vul);
      if (!vul) return std::unexpected(body_error("vul"));
      return present::console::ScoreWorked{*entry, *board, *vul, score::ns_score(*entry, *vul)};
    }();
  } else if (asked == "imps") {
    auto diff = calculator_number(k.difference, r.w("console.calc_difference"), 100000);
    k.imps = diff ? Result<int>(score::imps(*diff)) : std::unexpected(diff.error());
  } else if (asked == "sheet") {
    present::SheetRules rules;
    rules.game = k.game == "chicago" ? present::SheetGame::Chicago : k.game == "auction" ? present::SheetGame::Auction : present::SheetGame::Rubber;
    rules.first_dealer = k.first_dealer == "they" ? score::Team::They : score::Team::We;
    rules.chicago = k.variant == "non-dealer" ? score::ChicagoVulnerability::NonDealerSide : score::ChicagoVulnerability::DealerSide;
    rules.all_odd_tricks = k.all_odd_tricks;
    std::vector<std::string> lines;
    for (size_t at = 0; at <= k.deals.size() && lines.size() < 1000;) {
      const size_t end = std::min(k.deals.find('\n', at), k.deals.size());
      lines.push_back(k.deals.substr(at, end - at));
      at = end + 1;
    }
    k.sheet = present::play_sheet(rules, lines, r.lang);
  } else if (asked == "vp") {
    k.vp = [&]() -> Result<int> {
      auto margin = calculator_number(k.margin, r.w("console.calc_margin"), 10000);
      if (!margin) return std::unexpected(margin.error());
      auto boards = calculator_number(k.boards, r.w("console.calc_boards"), limits::boards);
      if (!boards) return std::unexpected(boards.error());
      if (*boards < 1) return fail_code("console.calc_not_number", "boards", {r.w("console.calc_boards"), k.boards});
      return score::vp_hundredths(*margin, *boards);
    }();
  }
  return k;
}

}  // namespace

// A download named after what it holds ("Tuesday pairs.pbn"): the name as typed for the browsers that
// read RFC 6266's filename*, and with only safe ASCII for the others.
void console::send_download(Request& r, const std::string& name, const std::string& extension, const std::string& type,
                            const std::string& body) {
  std::string ascii, encoded;
  static constexpr char hex[] = "0123456789ABCDEF";
  for (unsigned char ch : name + extension) {
    const bool safe = std::isalnum(ch) || ch == '.' || ch == '-' || ch == '_';
    ascii += safe ? static_cast<char>(ch) : '_';
    encoded += safe ? std::string(1, static_cast<char>(ch)) : std::string{'%', hex[ch >> 4], hex[ch & 15]};
  }
  r.res.set_header("Content-Disposition", "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''" + encoded);
  r.res.set_header("Cache-Control", "no-store");
  r.res.status = 200;
  r.res.set_content(body, type);
}
// A printable document of the console's: its print styles inline, nothing fetched.
void console::send_printable(Request& r, const std::string& html) {
  r.res.set_header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  send_html(r.res, 200, html);
}

void console::run_signed_in(App& app, const httplib::Request& req, httplib::Response& res,
                            const std::function<void(Request&)>& handler) {
  const Lang lang = lang_of(app, req);
  auto session = app.director(req);
  // To the sign-in, in the language asked for (/director?lang=es signs in in Spanish).
  if (!session)
    return see_other(res, std::string("/director/login") +
                              (req.has_param("lang") ? std::string("?lang=") + lang_code(lang) : std::string()));
  if (req.method == "POST" && !same_secret(form_field(req, "csrf"), session->csrf) &&
      !same_secret(req.get_header_value("X-CSRF-Token"), session->csrf)) {
    Error e;
    e.code = "server.csrf";
    return send_html(res, 403, present::message_page(present::render(e, lang), lang));
  }
  remember_lang(req, res, lang);
  Request r{app, req, res, lang, *session};
  handler(r);
}

void register_console_routes(App& app) {
  auto guard = [&app](auto&& handler) { return signed_in(app, handler); };

  app.http.Get("/director/login", [&app](const httplib::Request& req, httplib::Response& res) {
    if (app.director(req)) return see_other(res, "/director");
    show_login(app, req, res, 200, "");
  });

  app.http.Post("/director/login", [&app](const httplib::Request& req, httplib::Response& res) {
    const Lang lang = lang_of(app, req);
    const std::string client = peer_of(req);
    const auto now = Clock::now();
    // The client is locked out: 429 with the wait.
    auto locked_out = [&](std::chrono::seconds wait) {
      Error e;
      e.code = "server.too_many_attempts";
      e.args = {std::to_string(wait.count())};
      res.set_header("Retry-After", std::to_string(wait.count()));
      show_login(app, req, res, 429, present::render(e, lang));
    };
    if (auto wait = app.limiter.refused(client, now)) return locked_out(*wait);
    const std::string form_token = form_field(req, "csrf"), cookie_token = cookie(req, "bandeja_login");
    if (cookie_token.empty() || !same_secret(form_token, cookie_token)) {
      Error e;
      e.code = "server.csrf";
      return show_login(app, req, res, 403, present::render(e, lang));
    }
    // At most a few checks at once (each takes 64 MiB), and each counted as a failure before it
    // runs: a burst from one address is bounded like attempts sent one by one.
    auto slot = app.hashing.enter(std::chrono::seconds(2));
    if (!slot) {
      Error e;
      e.code = "server.sign_in_busy";
      res.set_header("Retry-After", "2");
      return show_login(app, req, res, 503, present::render(e, lang));
    }
    if (auto wait = app.limiter.attempt(client, now)) return locked_out(*wait);
    const auto hash = app.read([](db::Store& s) { return director::guarded([&] { return s.setting(kPasswordSetting); }); });
    const bool good = hash && *hash && verify_password_yielding(**hash, param(req, "password"));
    if (!good) {
      Error e;
      e.code = "server.wrong_password";
      return show_login(app, req, res, 401, present::render(e, lang));
    }
    app.limiter.succeeded(client);
    const std::string sid = app.open_session();
    res.set_header("Set-Cookie", "bandeja_session=" + sid + "; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200");
    see_other(res, "/director");
  });

  app.http.Post("/director/logout", guard([](Request& r) {
    r.app.close_session(r.req);
    r.res.set_header("Set-Cookie", "bandeja_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
    see_other(r.res, "/director/login");
  }));

  app.http.Get("/director", guard([](Request& r) { events_page(r, 200, ""); }));
  app.http.Post("/director/events", guard([](Request& r) { create_event(r); }));
  // The new event form's movement before it is chosen: its grid, whether it is valid, its balance
  // (`bandeja movement show` and `check`), in a tab of its own. A POST for the form's token, which
  // a GET would put in the address; it changes nothing.
  app.http.Post("/director/movements/preview", guard([](Request& r) {
    auto spec = movement_of_form(r.req);
    auto m = spec ? movement::generate(*spec) : Result<movement::Movement>(std::unexpected(spec.error()));
    if (!m) return events_page(r, 422, present::console::refusal(r.context(), m.error()));
    send_printable(r, present::movement_preview_html(*m, r.lang));
  }));

  // The movement's guide or pair cards before there is an event (`bandeja movement cards`).
  app.http.Post("/director/movements/cards", guard([](Request& r) {
    auto spec = movement_of_form(r.req);
    auto m = spec ? movement::generate(*spec) : Result<movement::Movement>(std::unexpected(spec.error()));
    if (!m) return events_page(r, 422, present::console::refusal(r.context(), m.error()));
    movement::CardSet set;
    set.movement = &*m;
    set.tables = movement::table_cards(*m);  // the guide cards, then the pairs'
    set.pairs = movement::pair_cards(*m);
    send_printable(r, present::render_cards({set}, r.lang, movement::CardPrint{paper_of(r.req), 1}).html);
  }));

  // The players' register of the event file: found as the director types, added or renamed, and
  // each player's events.
  auto players_page = [](Request& r, int status, const std::string& error) {
    constexpr size_t kShown = 200;  // a federation's list is tens of thousands: the first ones, and how many
    present::console::PlayersFound found;
    found.query = param(r.req, "q");
    auto read = r.app.read([&](db::Store& s) {
      return director::guarded([&] { return std::pair{director::find_members(s, found.query), s.member_count()}; });
    });
    if (!read) return page(r, 503, present::console::no_event_page(r.context(), read.error()));
    found.matched = read->first.size();
    found.registered = read->second;
    found.members = std::move(read->first);
    if (found.members.size() > kShown) found.members.resize(kShown);
    page(r, status, present::console::players_page(r.context(), found, error, param(r.req, "done")));
  };
  app.http.Get("/director/players", guard([players_page](Request& r) { players_page(r, 200, ""); }));
  app.http.Post("/director/players", guard([players_page](Request& r) {
    auto added = r.app.write([&](db::Store& s) {
      return director::add_member(s, param(r.req, "id"), param(r.req, "name"), param(r.req, "club"));
    });
    if (!added) return players_page(r, 422, present::console::refusal(r.context(), added.error()));
    see_other(r.res, "/director/players?done=player_added&q=" + present::url_encode(added->national_id));
  }));
  app.http.Get(R"(/director/players/([A-Za-z0-9./%-]{1,60}))", guard([](Request& r) {
    const std::string id = httplib::detail::decode_url(r.req.matches[1], false);
    auto history = r.app.read([&](db::Store& s) { return director::player_history(s, id); });
    page(r, history ? 200 : status_of(history.error()) == 503 ? 503 : 404, present::console::player_page(r.context(), id, history));
  }));

  // The calculators: a result's score, IMPs, VPs; nothing of the file is read or changed.
  app.http.Get("/director/calculators", guard([](Request& r) {
    page(r, 200, present::console::calculators_page(r.context(), work_out(r)));
  }));

  const std::string ev = R"(/director/events/(\d{1,12}))";
  app.http.Get(ev, guard([](Request& r) {
    if (auto e = event_of(r)) event_page(r, *e, 200, "");
  }));

  // The boards round `round` still has to enter, when it has any (then the lock is asked first).
  auto gaps_of = [](Request& r, const db::EventInfo& e, int round) -> std::optional<director::RoundGaps> {
    auto gaps = r.app.read([&](db::Store& s) {
      return director::guarded([&] { return director::round_gaps(director::evening_grid(s, e), round); });
    });
    if (gaps && gaps->boards > 0) return *gaps;
    return std::nullopt;
  };
  // The question itself, read again (its language links, a reload): it changes nothing.
  app.http.Get(ev + R"(/rounds/(\d{1,4})/lock)", guard([gaps_of](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const int round = std::stoi(r.req.matches[2]);
    if (auto gaps = gaps_of(r, *e, round)) return lock_confirm_page(r, *e, round, *gaps);
    see_other(r.res, "/director/events/" + std::to_string(e->id));
  }));

  app.http.Post(ev + R"(/rounds/(\d{1,4})/lock)", guard([gaps_of](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const bool locked = param(r.req, "locked") != "0";
    const int round = std::stoi(r.req.matches[2]);
    // A round with boards still to enter is locked only once the director has said so again:
    // a table confirming one of them would be refused.
    if (locked && param(r.req, "confirm") != "1")
      if (auto gaps = gaps_of(r, *e, round)) return lock_confirm_page(r, *e, round, *gaps);
    change(r, *e, locked ? "locked" : "unlocked", [&](db::Store& s) { return director::lock_round(s, *e, round, locked); });
  }));

  // A round's pickup slips typed at the desk (console_slips.cpp).
  app.http.Get(ev + R"(/rounds/(\d{1,4})/enter)", guard([](Request& r) {
    if (auto e = event_of(r)) slips_page(r, *e, std::stoi(r.req.matches[2]), 200, "", param(r.req, "at"));
  }));
  app.http.Post(ev + R"(/rounds/(\d{1,4})/enter)", guard([](Request& r) {
    if (auto e = event_of(r)) slips_post(r, *e, std::stoi(r.req.matches[2]));
  }));

  app.http.Post(ev + R"(/calls/(\d{1,12})/answer)", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const auto call = id_match(r.req, 2);
    change(r, *e, "answered", [&](db::Store& s) { return director::answer_call(s, *e, *call); });
  }));

  // A refused entry settled by storing it (a lock came first, another phone stored another result).
  app.http.Post(ev + R"(/calls/(\d{1,12})/store)", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const auto call = id_match(r.req, 2);
    change(r, *e, "stored_call", [&](db::Store& s) { return director::store_refused_entry(s, *e, *call, r.lang, kNote); });
  }));

  app.http.Post(ev + "/results", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    // Numbers checked where they are read: board 4294967308 is refused, never stored as 12.
    for (const char* field : {"board", "round", "table"}) {
      const auto x = int_param(r.req, field);
      if ((std::string(field) == "board" || !param(r.req, field).empty()) && (!x || *x < 1 || *x > kMaxNumber))
        return event_page(r, *e, 422, present::render(body_error(field), r.lang));
    }
    director::LineInput in;
    in.board = static_cast<int>(*int_param(r.req, "board"));
    if (auto x = int_param(r.req, "round")) in.round = static_cast<int>(*x);
    if (auto x = int_param(r.req, "table")) in.table = static_cast<int>(*x);
    in.ns = param(r.req, "ns");
    in.ew = param(r.req, "ew");
    in.quick = param(r.req, "entry");
    change(r, *e, "entered", [&](db::Store& s) -> Result<void> {
      auto ev = director::EventView::load(s, *e);
      auto stored = director::enter_line(s, ev, in, false, r.lang, kNote, param(r.req, "accept") == "1");
      if (!stored) return std::unexpected(stored.error());
      return {};
    });
  }));

  app.http.Post(ev + R"(/results/(\d{1,12}))", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const auto id = id_match(r.req, 2);
    change(r, *e, "edited", [&](db::Store& s) { return director::edit_result(s, *e, *id, param(r.req, "entry"), r.lang, kNote); });
  }));

  app.http.Post(ev + R"(/results/(\d{1,12})/delete)", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const auto id = id_match(r.req, 2);
    change(r, *e, "deleted", [&](db::Store& s) { return director::delete_result(s, *e, *id, kNote); });
  }));

  app.http.Post(ev + R"(/pairs/([A-Za-z0-9+%_.-]{1,40}))", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const std::string pair = httplib::detail::decode_url(r.req.matches[2], false);
    std::vector<std::string> names;
    for (const char* k : {"name1", "name2"})
      if (const std::string n = param(r.req, k); !n.empty()) names.push_back(n);
    change(r, *e, "named", [&](db::Store& s) { return director::name_pair(s, *e, pair, names, {}); });
  }));

  // The event's rulings: Law 87 fouled boards and Law 90 procedural penalties, given and withdrawn.
  app.http.Get(ev + "/rulings", guard([](Request& r) {
    if (auto e = event_of(r)) rulings_page(r, *e, 200, "");
  }));
  app.http.Post(ev + "/rulings/foul", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    director::FouledBoard f;
    const auto board = form_number(r.req, "board", kMaxNumber);
    if (!board) return rulings_page(r, *e, 422, present::render(body_error("board"), r.lang));
    f.board = *board;
    f.ns_pairs = items_of(param(r.req, "pairs"));
    f.reason = param(r.req, "reason");
    f.ebu_small_groups = param(r.req, "ebu") == "1";
    const std::string rounds = param(r.req, "rounds");
    change(r, *e, "ruled", [&](db::Store& s) -> Result<void> {
      if (!rounds.empty()) {
        auto parsed = director::parse_rounds(rounds);
        if (!parsed) return std::unexpected(parsed.error());
        f.first_round = parsed->first;
        f.last_round = parsed->second;
      }
      auto given = director::rule_fouled(s, *e, f, kNote);
      if (!given) return std::unexpected(given.error());
      return {};
    }, From::rulings);
  }));
  app.http.Post(ev + "/rulings/penalty", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    director::ProceduralPenalty p;
    p.pair = param(r.req, "pair");
    if (!param(r.req, "board").empty()) {
      p.board = form_number(r.req, "board", kMaxNumber);
      if (!p.board) return rulings_page(r, *e, 422, present::render(body_error("board"), r.lang));
    }
    std::string amount = param(r.req, "amount");
    std::replace(amount.begin(), amount.end(), ',', '.');  // 2,5 as a Spanish or French director types it
    double x = 0;
    const auto [end, ec] = std::from_chars(amount.data(), amount.data() + amount.size(), x);
    if (amount.empty() || ec != std::errc() || end != amount.data() + amount.size())
      return rulings_page(r, *e, 422, present::render(body_error("amount"), r.lang));
    (e->scoring == "mp" ? p.top_percent : p.imps) = x;
    p.reason = param(r.req, "reason");
    change(r, *e, "ruled", [&](db::Store& s) { return director::rule_penalty(s, *e, p, kNote); }, From::rulings);
  }));
  app.http.Post(ev + R"(/rulings/(\d{1,12})/withdraw)", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const auto id = id_match(r.req, 2);
    change(
        r, *e, "ruling_withdrawn", [&](db::Store& s) { return director::withdraw_ruling(s, *e, *id, kNote); }, From::rulings);
  }));

  // The event's settings: what `bandeja event edit`, `final`, `drop-pair` and `delete` change.
  app.http.Get(ev + "/settings", guard([](Request& r) {
    if (auto e = event_of(r)) settings_page(r, *e, 200, "");
  }));
  app.http.Post(ev + "/settings", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    director::EventEdit edit;
    // Only what the form changes: a field left as it was is not given again (a name kept is no
    // new name, and an event whose date was never set keeps none).
    if (const std::string name = param(r.req, "name"); name != e->name) edit.name = name;
    if (const std::string date = param(r.req, "date"); date != e->held_on) edit.date = date;
    if (const std::string site = param(r.req, "site"); site != e->site) edit.site = site;
    edit.traveller_points = param(r.req, "traveller_points");
    edit.member_numbers = param(r.req, "member_numbers");
    change(r, *e, "saved", [&](db::Store& s) { return director::edit_event(s, *e, edit); }, From::settings);
  }));
  // Another movement for the event (a late pair, a mistake, another movement once play has
  // started): every stored line must still be a meeting of its two pairs on its board.
  app.http.Post(ev + "/movement", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    auto spec = movement_of_form(r.req);
    if (!spec) return settings_page(r, *e, 422, present::render(spec.error(), r.lang));
    const auto changed = r.app.write([&](db::Store& s) { return director::change_movement(s, *e, *spec, r.lang); });
    if (!changed) {  // the heading, then each line that does not fit
      std::string said;
      for (const Error& why : changed.error()) said += (said.empty() ? "" : " \u2014 ") + present::console::refusal(r.context(), why);
      return settings_page(r, *e, 422, said);
    }
    see_other(r.res, "/director/events/" + std::to_string(e->id) + "/settings?done=moved");
  }));

  app.http.Post(ev + "/final", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const bool final = param(r.req, "final") != "0";
    change(
        r, *e, final ? "final" : "provisional", [&](db::Store& s) { return director::mark_final(s, *e, final); }, From::settings);
  }));
  app.http.Post(ev + "/drop-pair", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const auto round = form_number(r.req, "round", kMaxNumber);
    if (!round) return settings_page(r, *e, 422, present::render(body_error("round"), r.lang));
    change(
        r, *e, "dropped", [&](db::Store& s) { return director::drop_pair(s, *e, param(r.req, "pair"), *round); }, From::settings);
  }));
  // Deleted only once its name is typed again: nothing of it can be brought back.
  app.http.Post(ev + "/delete", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    if (director::trimmed(param(r.req, "confirm")) != e->name)
      return settings_page(r, *e, 422, r.w("console.refusal.delete_name", {e->name}));
    auto deleted = r.app.write([&](db::Store& s) { return director::delete_event(s, *e); });
    if (!deleted) return settings_page(r, *e, status_of(deleted.error()) == 404 ? 404 : 422,
                                       present::console::refusal(r.context(), deleted.error()));
    see_other(r.res, "/director?done=deleted");
  }));

  // Everything of the event to print, each sheet a document the browser prints or saves as PDF.
  app.http.Get(ev + "/print", guard([](Request& r) {
    if (auto e = event_of(r)) page(r, 200, present::console::print_page(r.context(), *e, "", param(r.req, "done")));
  }));
  // The hands: dealt at random from the system's secure randomness, and analysed double dummy.
  app.http.Post(ev + "/hands/deal", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    director::DealSource source;
    source.words = random_word;
    const bool replace = param(r.req, "replace") == "1";
    auto dealt = r.app.write([&](db::Store& s) { return director::deal_event(s, *e, source, replace, false); });
    if (!dealt)
      return page(r, status_of(dealt.error()) == 404 ? 404 : 422,
                  present::console::print_page(r.context(), *e, present::console::refusal(r.context(), dealt.error())));
    see_other(r.res, "/director/events/" + std::to_string(e->id) + "/print?done=dealt");
  }));
  app.http.Post(ev + "/hands/analyse", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    // DDS takes seconds: the boards are read, analysed with no lock held (on one thread, so the
    // tables' entries keep a core), and stored where each board still holds the deal analysed.
    const auto analysed = [&]() -> Result<director::SectionsTouched> {
      auto work = r.app.read([&](db::Store& s) { return director::boards_to_analyse(s, *e); });
      if (!work) return std::unexpected(work.error());
      auto tricks = analysis::analyse(work->deals, 1);
      if (!tricks) return std::unexpected(tricks.error());
      return r.app.write([&](db::Store& s) { return director::store_analysis(s, *e, *work, *tricks); });
    }();
    if (!analysed)
      return page(r, status_of(analysed.error()) == 404 ? 404 : 422,
                  present::console::print_page(r.context(), *e, present::console::refusal(r.context(), analysed.error())));
    see_other(r.res, "/director/events/" + std::to_string(e->id) + "/print?done=analysed");
  }));
  app.http.Get(ev + "/print/sheet", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const std::string kind = param(r.req, "kind");
    const auto paper = paper_of(r.req);
    const int per_page = form_number(r.req, "per_page", 6).value_or(1);
    auto refused = [&](const Error& why) {
      page(r, status_of(why) == 404 ? 404 : 422, present::console::print_page(r.context(), *e, present::console::refusal(r.context(), why)));
    };
    Result<std::string> html = std::unexpected(body_error("kind"));
    if (kind == "guide-cards" || kind == "pair-cards") {
      html = cards_html(r, *e, kind == "guide-cards", paper);
    } else if (kind == "hand-records") {
      auto sheet = r.app.read([&](db::Store& s) { return director::event_hand_record_sheet(s, *e, per_page, paper); });
      if (sheet) html = present::hand_record_sheet_html(*sheet, r.lang);
      else html = std::unexpected(sheet.error());
    } else if (const auto sheet = director::paperwork_from_id(kind)) {
      director::PaperworkOptions options;
      options.lang = r.lang;
      options.paper = paper;
      options.per_page = std::min(per_page, 2);
      if (const std::string rounds = param(r.req, "rounds"); !rounds.empty()) {
        auto parsed = director::parse_rounds(rounds);
        if (!parsed) return refused(parsed.error());
        options.first_round = parsed->first;
        options.last_round = parsed->second;
      }
      auto printed = r.app.read([&](db::Store& s) { return director::paperwork_html(s, *e, *sheet, options); });
      if (printed) html = printed->html;
      else html = std::unexpected(printed.error());
    }
    if (!html) return refused(html.error());
    send_printable(r, *html);
  }));

  // The event's files: PBN, USEBIO and CSV as `bandeja export` writes them, and the event file.
  app.http.Get(ev + "/files", guard([](Request& r) {
    if (auto e = event_of(r)) page(r, 200, present::console::files_page(r.context(), *e));
  }));
  app.http.Get(ev + "/files/export", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const std::string what = param(r.req, "what");
    if (what != "pbn" && what != "usebio" && what != "travellers" && what != "points" && what != "ranking" && what != "ranking_json") {
      return page(r, 422, present::console::no_event_page(r.context(), body_error("what")));
    }
    auto event = r.app.read([&](db::Store& s) { return director::guarded([&] { return s.load(e->id); }); });
    if (what == "ranking_json") {  // `bandeja rank EVENT --format json`: the ranking's JSON contract
      auto ranked = event ? director::rank_event(std::move(*event)) : Result<director::Ranked>(std::unexpected(event.error()));
      if (!ranked) return page(r, 422, present::console::no_event_page(r.context(), ranked.error()));
      return send_download(r, e->name, " ranking.json", "application/json; charset=utf-8", present::ranking_json(*ranked));
    }
    auto ranked = event ? director::publish_event(*event) : Result<director::Ranked>(std::unexpected(event.error()));
    if (!ranked) return page(r, 422, present::console::no_event_page(r.context(), ranked.error()));
    const auto style = present::CsvStyle::for_director(r.lang, param(r.req, "excel") == "1");
    if (what == "pbn") return send_download(r, e->name, ".pbn", "application/x-pbn; charset=utf-8", formats::write_pbn(ranked->record));
    if (what == "usebio") return send_download(r, e->name, ".xml", "application/xml; charset=utf-8", formats::write_usebio(ranked->record));
    if (what == "ranking") return send_download(r, e->name, " ranking.csv", "text/csv; charset=utf-8", present::ranking_csv(ranked->record, style));
    send_download(r, e->name, ".csv", "text/csv; charset=utf-8", present::results_csv(ranked->record, what == "points", style));
  }));
  // The whole event file, copied safely while the tables write (one read transaction), through a
  // file of the server's own that is removed once read.
  app.http.Get(ev + "/files/backup", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    // A folder of this server's alone (0700): nobody can put a link where the copy goes.
    std::string folder = (std::filesystem::temp_directory_path() / "bandeja-backup-XXXXXX").string();
    if (!::mkdtemp(folder.data())) {
      Error cannot;
      cannot.code = "cli.cannot_write";
      cannot.args = {folder};
      return page(r, 503, present::console::no_event_page(r.context(), cannot));
    }
    const auto copy = std::filesystem::path(folder) / "event.db";
    const auto done = r.app.read([&](db::Store& s) { return director::guarded([&] { s.backup(copy.string()); }); });
    std::string bytes;
    if (done) {
      std::ifstream in(copy, std::ios::binary);
      bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    std::error_code ec;
    std::filesystem::remove_all(folder, ec);
    if (!done) return page(r, 503, present::console::no_event_page(r.context(), done.error()));
    send_download(r, e->name, ".db", "application/vnd.sqlite3", bytes);
  }));

  app.http.Post(ev + R"(/teams/([0-9A-Za-z]{1,12}))", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const std::string team = r.req.matches[2];
    change(r, *e, "team_named", [&](db::Store& s) { return director::name_team(s, *e, team, param(r.req, "name"), std::nullopt); });
  }));

  app.http.Post(ev + "/swiss/next", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    change(r, *e, "drawn", [&](db::Store& s) -> Result<void> {
      auto drawn = director::swiss_next(s, *e, r.lang);
      if (!drawn) return std::unexpected(drawn.error());
      return {};
    });
  }));

  app.http.Post(ev + "/publish", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    const bool publish = param(r.req, "published") != "0";
    change(r, *e, publish ? "published" : "withdrawn", [&](db::Store& s) { return director::set_published(s, *e, publish); });
  }));

  app.http.Get(ev + "/ranking", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    auto event = r.app.read([&](db::Store& s) { return director::guarded([&] { return s.load(e->id); }); });
    auto ranked = event ? director::rank_event(*event) : Result<director::Ranked>(std::unexpected(event.error()));
    page(r, ranked ? 200 : 422, present::console::ranking_page(r.context(), *e, ranked));
  }));

  app.http.Get(ev + "/audit", guard([](Request& r) {
    auto e = event_of(r);
    if (!e) return;
    auto audit = r.app.read([&](db::Store& s) { return director::guarded([&] { return s.audit(e->id); }); });
    page(r, 200, present::console::audit_page(r.context(), *e, audit ? *audit : std::vector<db::AuditRecord>{}));
  }));

  // The cards are documents of their own, with their print styles inline.
  auto cards = [](bool guide) {
    return [guide](Request& r) {
      auto e = event_of(r);
      if (!e) return;
      auto html = cards_html(r, *e, guide, paper_of(r.req));
      if (!html) return event_page(r, *e, 422, present::render(html.error(), r.lang));
      send_printable(r, *html);
    };
  };
  app.http.Get(ev + "/cards/tables", guard(cards(true)));
  app.http.Get(ev + "/cards/pairs", guard(cards(false)));
}

}  // namespace bandeja::server
