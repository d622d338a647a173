#include "bandeja/present/sheets.hpp"

#include <cstdlib>

#include "bandeja/present/html.hpp"
#include "bandeja/present/messages.hpp"
#include "bandeja/present/text_table.hpp"
#include "bandeja/score/auction.hpp"
#include "bandeja/score/rubber.hpp"

namespace bandeja::present {

using score::Team;

std::string team_key(Team t) { return t == Team::We ? "we" : "they"; }

std::string item_key(score::Item i) {
  using score::Item;
  switch (i) {
    case Item::ContractTricks: return "contract-tricks";
    case Item::Overtricks: return "overtricks";
    case Item::Undertricks: return "undertricks";
    case Item::Insult: return "insult";
    case Item::Slam: return "slam";
    case Item::Honours: return "honours";
    case Item::Game: return "game";
    case Item::PartScoreDeal4: return "part-score-deal-4";
    case Item::Rubber: return "rubber";
    case Item::UnfinishedGame: return "unfinished-game";
    case Item::UnfinishedPart: return "unfinished-part-score";
  }
  return "?";
}

std::string team_words(Team t, Lang lang) { return say(lang, "sheet.team." + team_key(t)); }

std::string item_words(score::Item i, Lang lang) {
  std::string code = "sheet.item." + item_key(i);  // its JSON key, a dash an underscore in a code
  for (char& c : code)
    if (c == '-') c = '_';
  return say(lang, code);
}

namespace {

// A deal's heading, by who is vulnerable: `code` + "_none", "_both", or "_side" with the
// vulnerable side's name after `args`.
std::string heading(Lang lang, const std::string& code, std::vector<std::string> args, bool we, bool they) {
  if (we && they) return say(lang, code + "_both", args);
  if (!we && !they) return say(lang, code + "_none", args);
  args.push_back(team_words(we ? Team::We : Team::They, lang));
  return say(lang, code + "_side", args);
}

// Every line to be played, numbered as given; blank lines and comments left out.
template <class F>
void each_line(const std::vector<std::string>& lines, PlayedSheet& out, F&& play) {
  for (size_t i = 0; i < lines.size(); ++i) {
    const auto& raw = lines[i];
    const auto b = raw.find_first_not_of(" \t\r");
    if (b == std::string::npos || raw[b] == '#') continue;
    const auto e = raw.find_last_not_of(" \t\r");
    if (auto why = play(raw.substr(b, e - b + 1))) out.refused.push_back({static_cast<int>(i + 1), *why});
  }
}

void play_chicago(PlayedSheet& out, const std::vector<std::string>& lines, Lang lang) {
  score::ChicagoSheet sheet(out.rules.first_dealer, out.rules.chicago);
  each_line(lines, out, [&](const std::string& text) -> std::optional<std::string> {
    auto deal = score::parse_deal(text, lang);
    if (!deal) return render(deal.error(), lang);
    if (sheet.finished()) return say(lang, "cli_sheets.wheel_over");
    const int n = sheet.next_deal();
    SheetDeal s;
    s.dealer = sheet.dealer(n);
    s.vul_we = sheet.vulnerable(n, Team::We);
    s.vul_they = sheet.vulnerable(n, Team::They);
    if (auto ok = sheet.add(*deal, lang); !ok) return render(ok.error(), lang);
    s.line = score::to_string(*deal, lang);
    s.passed = deal->contract.passed_out();
    s.number = s.passed ? 0 : n;
    const std::string number = std::to_string(n), dealt_by = team_words(s.dealer, lang);
    s.heading = heading(lang, "cli_sheets.chicago_deal", {number, dealt_by}, s.vul_we, s.vul_they);
    s.passed_note = say(lang, "cli_sheets.chicago_passed", {number, dealt_by});
    out.deals.push_back(std::move(s));
    return std::nullopt;
  });
  out.items = sheet.items();
  out.we = sheet.total(Team::We);
  out.they = sheet.total(Team::They);
  out.finished = sheet.finished();
  out.net = sheet.net();
  out.rounded = sheet.rounded();
  out.deals_played = sheet.deals();
  out.passed_out = sheet.passed_out();
  if (out.we != out.they) out.winner = out.we > out.they ? Team::We : Team::They;
}

template <class Sheet>
void play_rubber_like(PlayedSheet& out, Sheet& sheet, const std::vector<std::string>& lines, Lang lang) {
  const bool contract_bridge = out.rules.game == SheetGame::Rubber;
  each_line(lines, out, [&](const std::string& text) -> std::optional<std::string> {
    auto deal = score::parse_deal(text, lang);
    if (!deal) return render(deal.error(), lang);
    if (sheet.finished()) return say(lang, "cli_sheets.rubber_over");
    SheetDeal s;
    if constexpr (requires { sheet.vulnerable(Team::We); }) {
      s.vul_we = sheet.vulnerable(Team::We);
      s.vul_they = sheet.vulnerable(Team::They);
    }
    s.game = sheet.games(Team::We) + sheet.games(Team::They) + 1;
    if (auto ok = sheet.add(*deal, lang); !ok) return render(ok.error(), lang);
    s.line = score::to_string(*deal, lang);
    s.passed = deal->contract.passed_out();
    s.number = s.passed ? 0 : sheet.deals();
    const std::vector<std::string> args{std::to_string(s.number), std::to_string(s.game)};
    s.heading = contract_bridge ? heading(lang, "cli_sheets.rubber_deal", args, s.vul_we, s.vul_they)
                                : say(lang, "cli_sheets.auction_deal", args);
    s.passed_note = say(lang, "cli_sheets.rubber_passed");
    out.deals.push_back(std::move(s));
    return std::nullopt;
  });
  out.items = sheet.items();
  if constexpr (requires { sheet.closing_items(); }) out.closing = sheet.closing_items();
  out.we = sheet.total(Team::We);
  out.they = sheet.total(Team::They);
  out.finished = sheet.finished();
  out.winner = sheet.winner();
  out.rubber_won_by = sheet.rubber_won_by();
  out.games_we = sheet.games(Team::We);
  out.games_they = sheet.games(Team::They);
}

// The items of one deal (0: the closing ones) as the sheet's text writes them.
std::string items_text(const std::vector<score::SheetItem>& items, int deal, Lang lang) {
  std::string out;
  for (const auto& i : items) {
    if (i.deal != deal) continue;
    const std::string side = team_words(i.team, lang), points = std::to_string(i.points);
    const std::string where = say(lang, i.below ? "cli_sheets.below" : "cli_sheets.above");
    out += "  " + side + std::string(9 > display_width(side) ? 9 - display_width(side) : 0, ' ') +
           std::string(6 > points.size() ? 6 - points.size() : 0, ' ') + points + "  " + where +
           std::string(7 > display_width(where) ? 7 - display_width(where) : 0, ' ') + " " + item_words(i.kind, lang) + "\n";
  }
  return out;
}

struct Totals {
  int above[2] = {0, 0}, below[2] = {0, 0};
};
Totals totals_of(const PlayedSheet& s) {
  Totals t;
  for (const auto* items : {&s.items, &s.closing})
    for (const auto& i : *items) (i.below ? t.below : t.above)[score::index(i.team)] += i.points;
  return t;
}

// "{:<20}{:>9}{:>9}" as the totals' lines are written.
std::string totals_line(const std::string& label, const std::string& we, const std::string& they) {
  auto right = [](const std::string& v) { return std::string(9 > display_width(v) ? 9 - display_width(v) : 0, ' ') + v; };
  return label + std::string(20 > display_width(label) ? 20 - display_width(label) : 0, ' ') + right(we) + right(they) + "\n";
}

std::string winner_text(const PlayedSheet& s, Lang lang) {
  if (s.we == s.they) return say(lang, "cli_sheets.tie");
  const Team w = s.we > s.they ? Team::We : Team::They;
  return say(lang, "cli_sheets.winner", {team_words(w, lang), std::to_string(std::abs(s.we - s.they))});
}

std::string games_text(const PlayedSheet& s, Lang lang) {
  std::vector<std::string> games{team_words(Team::We, lang), std::to_string(s.games_we), team_words(Team::They, lang),
                                 std::to_string(s.games_they)};
  if (s.rubber_won_by) {
    games.push_back(team_words(*s.rubber_won_by, lang));
    return say(lang, "cli_sheets.games_rubber_won", games);
  }
  return say(lang, "cli_sheets.games_rubber_unfinished", games);
}

std::string title_of(const PlayedSheet& s, Lang lang) {
  switch (s.rules.game) {
    case SheetGame::Chicago: return say(lang, "cli_sheets.chicago_title", {team_words(s.rules.first_dealer, lang)});
    case SheetGame::Rubber: return say(lang, "cli_sheets.rubber_title");
    case SheetGame::Auction: return say(lang, "cli_sheets.auction_title");
  }
  return "";
}

// What the sheet says after its totals: the Chicago net, or the games and the winner.
std::vector<std::string> closing_lines(const PlayedSheet& s, Lang lang) {
  if (s.rules.game == SheetGame::Chicago) {
    std::vector<std::string> out{say(lang, "cli_sheets.chicago_net", {score::signed_text(s.net), score::signed_text(s.rounded)})};
    if (!s.finished) out.push_back(say(lang, "cli_sheets.wheel_unfinished", {std::to_string(s.deals_played)}));
    return out;
  }
  return {games_text(s, lang), winner_text(s, lang)};
}

}  // namespace

PlayedSheet play_sheet(const SheetRules& rules, const std::vector<std::string>& lines, Lang lang) {
  PlayedSheet out;
  out.rules = rules;
  if (rules.game == SheetGame::Chicago) {
    play_chicago(out, lines, lang);
  } else if (rules.game == SheetGame::Rubber) {
    score::RubberSheet sheet;
    play_rubber_like(out, sheet, lines, lang);
  } else {
    score::AuctionSheet sheet(score::AuctionOptions{rules.all_odd_tricks});
    play_rubber_like(out, sheet, lines, lang);
  }
  return out;
}

std::string sheet_text(const PlayedSheet& s, Lang lang) {
  std::string out = title_of(s, lang) + "\n";
  for (const auto& d : s.deals) {
    if (d.passed) {
      out += d.passed_note + "\n";
      continue;
    }
    out += say(lang, "cli_sheets.deal_line", {d.heading, d.line}) + "\n" + items_text(s.items, d.number, lang);
  }
  if (!s.closing.empty()) out += say(lang, "cli_sheets.rubber_unfinished_items") + "\n" + items_text(s.closing, 0, lang);
  const Totals t = totals_of(s);
  out += "\n" + totals_line("", team_words(Team::We, lang), team_words(Team::They, lang));
  out += totals_line(say(lang, "cli_sheets.total_above"), std::to_string(t.above[0]), std::to_string(t.above[1]));
  out += totals_line(say(lang, "cli_sheets.total_below"), std::to_string(t.below[0]), std::to_string(t.below[1]));
  out += totals_line(say(lang, "cli_sheets.total"), std::to_string(t.above[0] + t.below[0]), std::to_string(t.above[1] + t.below[1]));
  for (const auto& line : closing_lines(s, lang)) out += line + "\n";
  return out;
}

std::string sheet_html(const PlayedSheet& s, Lang lang) {
  const std::string we = html_escape(team_words(Team::We, lang)), they = html_escape(team_words(Team::They, lang));
  std::string out = "<table class=\"sheet\" id=\"sheet\"><caption>" + html_escape(title_of(s, lang)) + "</caption><thead><tr><th></th><th>" +
                    we + "</th><th>" + they + "</th></tr></thead><tbody>\n";
  auto items_rows = [&](int deal, const std::vector<score::SheetItem>& items) {
    for (const auto& i : items) {
      if (i.deal != deal) continue;
      const std::string where = say(lang, i.below ? "cli_sheets.below" : "cli_sheets.above");
      const std::string cell = std::to_string(i.points);
      out += "<tr class=\"" + std::string(i.below ? "below" : "above") + "\"><td>" + html_escape(item_words(i.kind, lang) + " (" + where + ")") +
             "</td><td class=\"num\">" + (i.team == Team::We ? cell : "") + "</td><td class=\"num\">" + (i.team == Team::They ? cell : "") +
             "</td></tr>\n";
    }
  };
  for (const auto& d : s.deals) {
    if (d.passed) {
      out += "<tr class=\"deal\"><th colspan=\"3\">" + html_escape(d.passed_note) + "</th></tr>\n";
      continue;
    }
    out += "<tr class=\"deal\"><th colspan=\"3\">" + html_escape(say(lang, "cli_sheets.deal_line", {d.heading, d.line})) + "</th></tr>\n";
    items_rows(d.number, s.items);
  }
  if (!s.closing.empty()) {
    out += "<tr class=\"deal\"><th colspan=\"3\">" + html_escape(say(lang, "cli_sheets.rubber_unfinished_items")) + "</th></tr>\n";
    items_rows(0, s.closing);
  }
  const Totals t = totals_of(s);
  out += "</tbody><tfoot>";
  const std::pair<const char*, std::pair<int, int>> rows[] = {
      {"cli_sheets.total_above", {t.above[0], t.above[1]}},
      {"cli_sheets.total_below", {t.below[0], t.below[1]}},
      {"cli_sheets.total", {t.above[0] + t.below[0], t.above[1] + t.below[1]}}};
  for (const auto& [code, v] : rows)
    out += "<tr><th>" + html_escape(say(lang, code)) + "</th><td class=\"num\">" + std::to_string(v.first) + "</td><td class=\"num\">" +
           std::to_string(v.second) + "</td></tr>";
  out += "</tfoot></table>\n";
  for (const auto& line : closing_lines(s, lang)) out += "<p class=\"answer\"><output>" + html_escape(line) + "</output></p>\n";
  return out;
}

}  // namespace bandeja::present
