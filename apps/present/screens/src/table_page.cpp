// A table's page: its status (round, seats, boards), the words its script shows and the score
// table it scores with when the phone has lost its connection.
#include "bandeja/present/table_page.hpp"

#include <nlohmann/json.hpp>

#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/page.hpp"
#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/law77.hpp"

namespace bandeja::present {

namespace {

using Json = nlohmann::json;
using director::TableView;

std::string esc(std::string_view text) { return html_escape(text); }

std::string pair_html(const std::string& id, const std::string& names, Lang lang) {
  std::string out = "<span class=\"pair-id\">" + esc(present::pair_id(id, lang)) + "</span>";
  if (!names.empty()) out += " <span class=\"names\">" + esc(names) + "</span>";
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
              {"players_saved", w("tablepage.players_saved")},
              {"other_way", w("tablepage.other_way")},
              {"conflict", present::say(lang, "tablepage.conflict", {"{0}"})},
              {"numbers_needed", w("tablepage.numbers_needed")},
              {"board_percent", present::say(lang, "tablepage.board_percent", {"{0}", "{1}", "{2}", "{3}"})},
              {"other_way_said", present::say(lang, "tablepage.other_way_said", {"{0}", "{1}"})}};
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

}  // namespace

// The status of the table: the round it plays (or that it has finished), who sits where, and
// each board of the round with what is entered. The same HTML on first load and on refresh.
std::string table_status_html(const TableView& v, Lang lang) {
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
      // Stored with the pairs as they sat, the other way round from the movement.
      if (b.entered->ns == r->ew && b.entered->ew == r->ns)
        out += " <span class=\"other-way\">⇄ " + esc(present::say(lang, "tablepage.seated_other_way")) + "</span>";
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

std::string table_page_html(const TableView& v, const std::string& token, Lang lang) {
  Page p;
  p.title = present::say(lang, "tablepage.table", {std::to_string(v.table)});
  p.scripts = {"table.js"};
  p.body_attrs = "class=\"table-page\" data-token=\"" + esc(token) + "\"";
  p.header = "<h1>" + esc(p.title) + " <small>" + esc(v.event.name) + "</small></h1>" +
             lang_links("/t/" + token, lang);
  p.body = "<section id=\"status\">\n" + table_status_html(v, lang) + "</section>\n";
  p.body += "<noscript><p class=\"error\">" +
            esc(present::say(lang, "tablepage.entering_results_needs_javascript_turn_it")) +
            "</p></noscript>\n";
  p.body += "<section id=\"entry\" aria-live=\"polite\"></section>\n<section id=\"traveller\"></section>\n";
  p.body += "<script type=\"application/json\" id=\"scores\">" + score_table_json() + "</script>\n";
  p.body += "<p><button type=\"button\" id=\"call\" class=\"call\">" +
            esc(present::say(lang, "tablepage.call_the_director")) + "</button></p>\n";
  p.body += "<script type=\"application/json\" id=\"labels\">" + labels(lang).dump() + "</script>\n";
  return render_page(p, lang);
}

}  // namespace bandeja::present
