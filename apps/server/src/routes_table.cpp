// A table's page and its API: /t/TOKEN (the page a phone opens from the QR on the guide card),
// /t/TOKEN/status (the page's status, as HTML, for the page to refresh itself), and under
// /api/t/TOKEN the table's state, the check of an entry before the opponents confirm it, the
// entry itself, a board's traveller once the table has played it, and a call for the director.

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "bandeja/present/messages.hpp"
#include "app.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/director/tables.hpp"
#include "bandeja/formats/deal.hpp"
#include "bandeja/formats/event_record.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"
#include "bandeja/score/law77.hpp"
#include "html.hpp"

namespace bandeja::server {

namespace {

using director::TableView;

// The table a request's token names; answers 403 when none.
std::optional<db::TableLink> link_of(App& app, const httplib::Request& req, httplib::Response& res) {
  const std::string token = req.matches[1];
  auto link = app.read([&](db::Store& s) { return director::table_of_token(s, token); });
  if (!link) {
    send_error(res, status_of(link.error()), link.error(), lang_of(app, req));
    return std::nullopt;
  }
  return *link;
}

Error body_error(const std::string& field, const std::string& why = "") {
  Error e;
  e.code = "server.bad_body";
  e.field = field;
  e.args = {field, why};
  return e;
}

// A phone's body read strictly: a JSON object, a key given twice in one object refused rather than
// read as its last value (two readers of the same body, a proxy and a log, must never see two
// different entries).
std::expected<Json, Error> object_of(const std::string& body) {
  std::vector<std::set<std::string>> keys;  // the keys of each object open, innermost last
  std::string twice;
  auto once = [&](int, Json::parse_event_t event, Json& parsed) {
    if (event == Json::parse_event_t::object_start) keys.emplace_back();
    if (event == Json::parse_event_t::object_end && !keys.empty()) keys.pop_back();
    if (event == Json::parse_event_t::key && !keys.empty() && parsed.is_string() &&
        !keys.back().insert(parsed.get<std::string>()).second && twice.empty())
      twice = parsed.get<std::string>();
    return true;
  };
  Json j = Json::parse(body, once, false);
  if (j.is_discarded() || !j.is_object()) return std::unexpected(body_error("body"));
  if (!twice.empty()) return std::unexpected(body_error(twice.size() <= 40 ? twice : "body", "twice"));
  return j;
}

// The entry a phone sends, read strictly: an object with the right types, or a 400.
std::expected<director::TableEntry, Error> entry_of(const std::string& body, bool need_key) {
  auto parsed = object_of(body);
  if (!parsed) return std::unexpected(parsed.error());
  Json& j = *parsed;
  director::TableEntry e;
  auto get_int = [&](const char* k, bool required) -> std::expected<std::optional<int>, Error> {
    if (!j.contains(k) || j[k].is_null()) {
      if (required) return std::unexpected(body_error(k));
      return std::optional<int>{};
    }
    if (!j[k].is_number_integer()) return std::unexpected(body_error(k));
    const auto v = j[k].get<long long>();
    if (v < 0 || v > 10000) return std::unexpected(body_error(k));
    return std::optional<int>(static_cast<int>(v));
  };
  auto get_str = [&](const char* k, std::string& out) -> bool {
    if (!j.contains(k) || j[k].is_null()) return true;
    if (!j[k].is_string()) return false;
    out = j[k].get<std::string>();
    return out.size() <= 200;
  };
  auto round = get_int("round", true);
  if (!round) return std::unexpected(round.error());
  auto board = get_int("board", true);
  if (!board) return std::unexpected(board.error());
  auto tricks = get_int("tricks", false);
  if (!tricks) return std::unexpected(tricks.error());
  e.round = **round;
  e.board = **board;
  e.tricks = *tricks;
  for (auto [k, out] : {std::pair{"contract", &e.contract}, std::pair{"declarer", &e.declarer},
                        std::pair{"result", &e.result}, std::pair{"lead", &e.lead}, std::pair{"key", &e.key}})
    if (!get_str(k, *out)) return std::unexpected(body_error(k));
  if (j.contains("result") && j.contains("tricks") && !j["result"].is_null() && !j["tricks"].is_null())
    return std::unexpected(body_error("tricks", "result"));
  if (j.contains("replace")) {
    if (!j["replace"].is_boolean()) return std::unexpected(body_error("replace"));
    e.replace = j["replace"].get<bool>();
  }
  if (need_key && e.key.empty()) return std::unexpected(body_error("key"));
  return e;
}

Json view_json(const TableView& v, Lang lang) {
  Json rounds = Json::array();
  for (const auto& r : v.rounds) {
    Json boards = Json::array();
    for (const auto& b : r.boards)
      boards.push_back({{"board", b.board},
                        {"dealer", score::to_string(b.dealer)},
                        {"vulnerability", score::vulnerability_code(b.vulnerability)},
                        {"entered", b.entered ? line_json(*b.entered, lang) : Json(nullptr)},
                        {"correctable", b.correctable}});
    rounds.push_back({{"round", r.round},
                      {"locked", r.locked},
                      {"complete", r.complete()},
                      {"ns", r.ns},
                      {"ns_text", present::pair_id(r.ns, lang)},
                      {"ew_text", present::pair_id(r.ew, lang)},
                      {"ew", r.ew},
                      {"ns_names", r.ns_names},
                      {"ew_names", r.ew_names},
                      {"boards", boards}});
  }
  return Json{{"event", {{"id", v.event.id}, {"name", v.event.name}}},
              {"table", v.table},
              {"round", v.current_round ? Json(v.current_round) : Json(nullptr)},
              {"reached", v.reached_round},
              {"finished", v.current_round == 0},
              {"rounds", rounds}};
}

std::string pair_html(const std::string& id, const std::string& names, Lang lang) {
  std::string out = "<span class=\"pair-id\">" + esc(present::pair_id(id, lang)) + "</span>";
  if (!names.empty()) out += " <span class=\"names\">" + esc(names) + "</span>";
  return out;
}

// The status of the table: the round it plays (or that it has finished), who sits where, and
// each board of the round with what is entered. The same HTML on first load and on refresh.
std::string status_html(const TableView& v, Lang lang) {
  std::string out;
  const director::TableRound* r = v.current_round ? v.round(v.current_round) : nullptr;
  if (!r) {
    out += "<h2 id=\"round\" data-round=\"0\">" +
           esc(present::say(lang, "tablepage.all_your_boards_are_entered_thank")) +
           "</h2>\n";
    // The last round played, so the table still sees its results.
    for (auto it = v.rounds.rbegin(); it != v.rounds.rend(); ++it)
      if (!it->boards.empty()) {
        r = &*it;
        break;
      }
    if (!r) return out;
  } else {
    out += "<h2 id=\"round\" data-round=\"" + std::to_string(r->round) + "\">" +
           esc(present::say(lang, "tablepage.round", {std::to_string(r->round)})) + "</h2>\n";
  }
  out += "<p class=\"seats\"><span class=\"side\">" + esc(present::say(lang, "tablepage.ns")) + "</span> " +
         pair_html(r->ns, r->ns_names, lang) + "<br><span class=\"side\">" + esc(present::say(lang, "tablepage.ew")) + "</span> " +
         pair_html(r->ew, r->ew_names, lang) + "</p>\n";
  out += "<table class=\"boards\"><thead><tr><th>" + esc(present::say(lang, "tablepage.board")) + "</th><th>" +
         esc(present::say(lang, "tablepage.result")) + "</th><th>" + esc(present::say(lang, "tablepage.ns_score")) +
         "</th></tr></thead><tbody>\n";
  for (const auto& b : r->boards) {
    out += "<tr data-board=\"" + std::to_string(b.board) + "\" class=\"" + (b.entered ? "entered" : "missing") +
           "\"><td>" + std::to_string(b.board) + "</td>";
    if (b.entered) {
      out += "<td>" + esc(present::entry_text(b.entered->entry, lang));
      // The table corrects what it entered itself, until the round is locked (the server checks).
      if (b.correctable)
        out += " <button type=\"button\" class=\"correct\" data-round=\"" + std::to_string(r->round) +
               "\" data-board=\"" + std::to_string(b.board) + "\">" + esc(present::say(lang, "tablepage.correct")) +
               "</button>";
      out += "</td><td>" + (b.entered->ns_score ? std::to_string(*b.entered->ns_score) : std::string()) + "</td>";
    } else {
      out += "<td colspan=\"2\">" + esc(present::say(lang, "tablepage.to_enter")) + "</td>";
    }
    out += "</tr>\n";
  }
  out += "</tbody></table>\n";
  if (r->locked)
    out += "<p class=\"locked\">" +
           esc(present::say(lang, "tablepage.the_director_has_closed_this_round")) + "</p>\n";
  return out;
}

// The words the page's script shows, in the reader's language (the script has none of its own).
Json labels(Lang lang) {
  auto w = [&](std::string_view code) { return present::say(lang, code); };
  return Json{{"board", w("tablepage.board")},
              {"contract", w("tablepage.contract")},
              {"pass", w("tablepage.all_pass")},
              {"declarer", w("tablepage.declarer")},
              {"result", w("tablepage.result")},
              {"lead", w("tablepage.opening_lead")},
              {"no_lead", w("tablepage.no_lead")},
              {"check", w("tablepage.score_it")},
              {"confirm", w("tablepage.east_west_confirm")},
              {"change", w("tablepage.change")},
              {"ns_score", w("tablepage.ns_score")},
              {"saving", w("tablepage.saving")},
              {"waiting", w("tablepage.no_connection_kept_on_this_phone")},
              {"offline", w("tablepage.no_connection_nothing_was_sent_try")},
              {"offline_score", w("tablepage.offline_score")},
              {"pending", w("tablepage.pending")},
              {"stored", w("tablepage.stored")},
              {"traveller", w("tablepage.traveller_of_board")},
              {"hand", w("tablepage.hand_record")},
              {"ns", w("tablepage.ns")},
              {"ew", w("tablepage.ew")},
              {"seats", w("tablepage.seat_letters")},
              {"call_sent", w("tablepage.the_director_has_been_called")},
              {"not_stored", w("tablepage.not_stored")},
              // "Round {0}": the script puts the round in.
              {"round", present::say(lang, "tablepage.round", {"{0}"})},
              {"left_round", w("tablepage.entry_of_a_round_left")},
              {"leave", w("tablepage.leave_it")},
              {"cancel", w("tablepage.cancel")},
              {"correcting", present::say(lang, "tablepage.correcting", {"{0}"})},
              {"next", w("tablepage.next_board")},
              {"correct", w("tablepage.correct")},
              {"move_on", present::say(lang, "tablepage.move_on", {"{0}"})},
              {"points", {{"mp", w("tablepage.points_mp")}, {"imps", w("tablepage.points_imps")}, {"bp", w("tablepage.points_bp")}}},
              {"later", w("tablepage.left_for_later")},
              {"later_board", present::say(lang, "tablepage.later_board", {"{0}", "{1}"})},
              {"board_later", w("tablepage.board_left_for_later")},
              {"dealer", w("tablepage.dealer")},
              {"nt", score::to_string(score::Strain::NoTrump, lang)},
              {"vul", {{"None", present::vulnerability_words(score::Vulnerability{false, false}, lang)},
                       {"NS", present::vulnerability_words(score::Vulnerability{true, false}, lang)},
                       {"EW", present::vulnerability_words(score::Vulnerability{false, true}, lang)},
                       {"All", present::vulnerability_words(score::Vulnerability{true, true}, lang)}}},
              {"vulnerable", w("tablepage.vulnerable")},
              {"players", w("tablepage.players")},
              {"member_number", present::say(lang, "tablepage.member_number", {"{0}"})},
              {"save_players", w("tablepage.save_players")},
              {"players_saved", w("tablepage.players_saved")}};
}

// Every score a contract can make, from the declarer's side, as libscore scores it (Law 77): for
// the page to score a board itself when the phone has lost its connection (table.js), one rule
// in one place. By strain letter, then level 1-7, undoubled/X/XX, not vulnerable/vulnerable,
// tricks 0-13.
const std::string& score_table_json() {
  static const std::string text = [] {
    Json out = Json::object();
    const std::pair<const char*, score::Strain> strains[] = {{"C", score::Strain::Clubs}, {"D", score::Strain::Diamonds},
                                                             {"H", score::Strain::Hearts}, {"S", score::Strain::Spades},
                                                             {"NT", score::Strain::NoTrump}};
    for (const auto& [letter, strain] : strains) {
      Json levels = Json::array();
      for (int level = 1; level <= 7; ++level) {
        Json doublings = Json::array();
        for (auto d : {score::Doubling::Undoubled, score::Doubling::Doubled, score::Doubling::Redoubled}) {
          Json vuls = Json::array();
          for (bool vul : {false, true}) {
            Json tricks = Json::array();
            for (int t = 0; t <= 13; ++t) tricks.push_back(score::duplicate_score(score::Contract{level, strain, d}, t, vul));
            vuls.push_back(tricks);
          }
          doublings.push_back(vuls);
        }
        levels.push_back(doublings);
      }
      out[letter] = levels;
    }
    return out.dump();
  }();
  return text;
}

std::string page_html(App& app, const TableView& v, const std::string& token, Lang lang) {
  Page p;
  p.title = present::say(lang, "tablepage.table", {std::to_string(v.table)});
  p.scripts = {"table.js"};
  p.body_attrs = "class=\"table-page\" data-token=\"" + esc(token) + "\"";
  p.header = "<h1>" + esc(p.title) + " <small>" + esc(v.event.name) + "</small></h1>" +
             lang_links("/t/" + token, lang);
  p.body = "<section id=\"status\">\n" + status_html(v, lang) + "</section>\n";
  p.body += "<noscript><p class=\"error\">" +
            esc(present::say(lang, "tablepage.entering_results_needs_javascript_turn_it")) +
            "</p></noscript>\n";
  p.body += "<section id=\"entry\" aria-live=\"polite\"></section>\n<section id=\"traveller\"></section>\n";
  p.body += "<script type=\"application/json\" id=\"scores\">" + score_table_json() + "</script>\n";
  p.body += "<p><button type=\"button\" id=\"call\" class=\"call\">" +
            esc(present::say(lang, "tablepage.call_the_director")) + "</button></p>\n";
  p.body += "<script type=\"application/json\" id=\"labels\">" + labels(lang).dump() + "</script>\n";
  (void)app;
  return render_page(p, lang);
}

Json board_json(const std::vector<db::ResultLine>& lines, const db::Board* board, Lang lang) {
  Json out{{"lines", Json::array()}};
  for (const auto& l : lines) out["lines"].push_back(line_json(l, lang));
  if (board) {
    out["board"] = board->number;
    out["dealer"] = score::to_string(board->dealer);
    out["vulnerability"] = score::vulnerability_code(board->vulnerability);
    out["deal"] = nullptr;
    if (board->deal)
      if (auto d = formats::parse_deal(*board->deal); d) {
        Json hands = Json::object();
        const char* seats[] = {"N", "E", "S", "W"};
        for (int s = 0; s < 4; ++s) hands[seats[s]] = Json(d->hands[s]);
        out["deal"] = hands;
      }
  }
  return out;
}

}  // namespace

void register_table_routes(App& app) {
  const std::string token = "([A-Za-z0-9_-]{1,64})";

  app.http.Get("/t/" + token, [&app](const httplib::Request& req, httplib::Response& res) {
    const Lang lang = lang_of(app, req);
    auto link = link_of(app, req, res);
    if (!link) {
      Page p;
      p.title = present::say(lang, "table.unknown_token");
      p.body = "<h1>" + esc(p.title) + "</h1>";
      send_html(res, 403, render_page(p, lang));
      return;
    }
    auto view = app.read([&](db::Store& s) { return director::table_view(s, *link); });
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    remember_lang(req, res, lang);
    send_html(res, 200, page_html(app, *view, req.matches[1], lang));
  });

  // A route of a table's API: the request's table (403 when the token names none) and language.
  using TableHandler = std::function<void(const httplib::Request&, httplib::Response&, const db::TableLink&, Lang)>;
  auto for_table = [&app](TableHandler f) {
    return [&app, f](const httplib::Request& req, httplib::Response& res) {
      if (auto link = link_of(app, req, res)) f(req, res, *link, lang_of(app, req));
    };
  };
  // The table's view, or its error.
  auto view_of = [&app](const db::TableLink& link) {
    return app.read([&](db::Store& s) { return director::table_view(s, link); });
  };

  app.http.Get("/t/" + token + "/status", for_table([view_of](const auto&, auto& res, const auto& link, Lang lang) {
    auto view = view_of(link);
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_html(res, 200, status_html(*view, lang));
  }));

  app.http.Get("/api/t/" + token, for_table([view_of](const auto&, auto& res, const auto& link, Lang lang) {
    auto view = view_of(link);
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_json(res, 200, view_json(*view, lang));
  }));

  app.http.Post("/api/t/" + token + "/check", for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
    auto entry = entry_of(req.body, false);
    if (!entry) return send_error(res, 400, entry.error(), lang);
    auto checked = app.read([&](db::Store& s) { return director::check_at_table(s, link, *entry); });
    if (!checked) return send_error(res, status_of(checked.error()), checked.error(), lang);
    // What the players should look at before they confirm (a trick count far from double
    // dummy); confirming is accepting it.
    Json warnings = Json::array();
    for (const auto& w : checked->warnings) warnings.push_back(Json{{"code", w.code}, {"message", present::render(w, lang)}});
    send_json(res, 200, Json{{"line", line_json(checked->line, lang)}, {"warnings", warnings}});
  }));

  app.http.Post("/api/t/" + token + "/results", for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
    auto entry = entry_of(req.body, true);
    if (!entry) return send_error(res, 400, entry.error(), lang);
    // A refused entry is put before the director by enter_at_table itself (a call on the console).
    auto stored = app.write([&](db::Store& s) { return director::enter_at_table(s, link, *entry); });
    if (!stored) return send_error(res, status_of(stored.error()), stored.error(), lang);
    send_json(res, stored->repeated ? 200 : 201,
              Json{{"line", line_json(stored->line, lang)}, {"repeated", stored->repeated}, {"replaced", stored->replaced}});
  }));

  // The players move on with boards left for later: {"round": N}, the round they leave.
  app.http.Post("/api/t/" + token + "/next", for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
    auto j = object_of(req.body);
    if (!j) return send_error(res, 400, j.error(), lang);
    const Json& round = (*j)["round"];
    if (!round.is_number_integer() || round.get<long long>() < 1 || round.get<long long>() > 9999)
      return send_error(res, 400, body_error("round"), lang);
    const int from = static_cast<int>(round.get<long long>());
    auto view = app.write([&](db::Store& s) { return director::move_table_on(s, link, from); });
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_json(res, 200, view_json(*view, lang));
  }));

  // The players of a pair give their membership numbers: {"round": N, "pair": "1NS", "ids": [A, B]}.
  app.http.Post("/api/t/" + token + "/players", for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
    auto j = object_of(req.body);
    if (!j) return send_error(res, 400, j.error(), lang);
    const Json &round = (*j)["round"], &pair = (*j)["pair"], &ids = (*j)["ids"];
    if (!round.is_number_integer() || round.get<long long>() < 1 || round.get<long long>() > 9999)
      return send_error(res, 400, body_error("round"), lang);
    if (!pair.is_string() || pair.get<std::string>().empty() || pair.get<std::string>().size() > 40)
      return send_error(res, 400, body_error("pair"), lang);
    if (!ids.is_array() || ids.empty() || ids.size() > 2) return send_error(res, 400, body_error("ids"), lang);
    std::vector<std::string> given;
    for (const auto& id : ids) {
      if (!id.is_string() || id.get<std::string>().size() > 40) return send_error(res, 400, body_error("ids"), lang);
      given.push_back(id.get<std::string>());
    }
    auto seated = app.write([&](db::Store& s) {
      return director::seat_players(s, link, static_cast<int>(round.get<long long>()), pair.get<std::string>(), given);
    });
    if (!seated) return send_error(res, status_of(seated.error()), seated.error(), lang);
    auto view = app.read([&](db::Store& s) { return director::table_view(s, link); });
    if (!view) return send_error(res, status_of(view.error()), view.error(), lang);
    send_json(res, 200, view_json(*view, lang));
  }));

  app.http.Get("/api/t/" + token + R"(/boards/(\d{1,4}))",
               for_table([&app](const auto& req, auto& res, const auto& link, Lang lang) {
                 const int board = std::stoi(req.matches[2]);
                 auto out = app.read([&](db::Store& s) -> Result<Json> {
                   auto lines = director::table_traveller(s, link, board);
                   if (!lines) return std::unexpected(lines.error());
                   const auto boards = s.boards(link.event);
                   const db::Board* b = nullptr;
                   for (const auto& x : boards)
                     if (x.number == board) b = &x;
                   Json j = board_json(*lines, b, lang);
                   // Each line's points so far, as the event lets its tables see them.
                   if (auto pts = director::table_traveller_points(s, link, board, *lines)) {
                     j["points"] = pts->unit;
                     for (size_t i = 0; i < lines->size() && i < j["lines"].size(); ++i)
                       for (auto [key, v] : {std::pair{"ns_points", pts->ns[i]}, std::pair{"ew_points", pts->ew[i]}})
                         j["lines"][i][key] = v ? Json(formats::number_text(*v, lang)) : Json(nullptr);
                   }
                   return j;
                 });
                 if (!out) return send_error(res, status_of(out.error()), out.error(), lang);
                 send_json(res, 200, *out);
               }));

  app.http.Post("/api/t/" + token + "/call", for_table([&app](const auto&, auto& res, const auto& link, Lang lang) {
    auto id = app.write([&](db::Store& s) { return director::call_director(s, link); });
    if (!id) return send_error(res, status_of(id.error()), id.error(), lang);
    send_json(res, 201, Json{{"call", *id}});
  }));
}

}  // namespace bandeja::server
