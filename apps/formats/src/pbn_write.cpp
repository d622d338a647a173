// PBN 2.1 written: the tags of every board, its ScoreTable and the event's TotalScoreTable
// (pbn.hpp). The reader is pbn_read.cpp.
#include "bandeja/formats/pbn.hpp"

#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"

namespace bandeja::formats {
namespace {

// ---------------------------------------------------------------- writing

// A quote is written \" and a backslash that comes before a quote, a backslash or the end is
// written \\; any other backslash stays as it is, so column formats read "PairId_NS\2R" as
// every program writes them.
std::string escape_tag(std::string_view v) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) {
    const char c = v[i];
    if (c == '"') out += '\\';
    if (c == '\\' && (i + 1 == v.size() || v[i + 1] == '"' || v[i + 1] == '\\')) out += '\\';
    out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  }
  return out;
}

// A table cell: bare when it is one plain token, otherwise a quoted string.
std::string cell(std::string_view v) {
  bool plain = !v.empty();
  for (char c : v)
    if (c == ' ' || c == '\t' || c == '"' || c == '\\' || c == ';' || c == '{' || c == '[' ||
        c == '%' || c == '\n' || c == '\r')
      plain = false;
  if (plain) return std::string(v);
  return "\"" + escape_tag(v) + "\"";
}

void tag(std::string& out, std::string_view name, std::string_view value) {
  out += '[';
  out += name;
  out += " \"";
  out += escape_tag(value);
  out += "\"]\n";
}

// A board's double-dummy analysis as PBN 2.1 carries it: the tricks table in both of its
// forms (DoubleDummyTricks, and OptimumResultTable for the readers that know only that one)
// and the par score from North-South's side (OptimumScore, written as the Score tag is).
void write_analysis(std::string& out, const deal::Analysis& a) {
  tag(out, "DoubleDummyTricks", deal::dd_hex(a.dd));
  tag(out, "OptimumScore", "NS " + std::to_string(a.par.score));
  out += "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n";  // column formats, not escapes
  for (auto seat : deal::kTableSeats)
    for (auto strain : deal::kTableStrains) {
      const std::string s = strain == score::Strain::NoTrump ? "NT" : score::to_string(strain);
      const int n = a.dd.of(seat, strain);
      out += score::to_string(seat) + (s.size() == 1 ? "  " : " ") + s + (n < 10 ? "  " : " ") + std::to_string(n) + "\n";
    }
}

struct Column {
  std::string name;
  int width;
  bool left;
};

std::string header(const std::vector<Column>& cols) {
  std::string h;
  for (size_t i = 0; i < cols.size(); ++i) {
    if (i) h += ';';
    h += cols[i].name + "\\" + std::to_string(cols[i].width) + (cols[i].left ? "L" : "R");
  }
  return h;
}

void row(std::string& out, const std::vector<Column>& cols, const std::vector<std::string>& vals) {
  for (size_t i = 0; i < cols.size(); ++i) {
    std::string v = cell(vals[i]);
    const int pad = cols[i].width - static_cast<int>(v.size());
    if (i) out += ' ';
    if (!cols[i].left && pad > 0) out.append(static_cast<size_t>(pad), ' ');
    out += v;
    if (cols[i].left && pad > 0 && i + 1 < cols.size()) out.append(static_cast<size_t>(pad), ' ');
  }
  out += '\n';
}

std::string scoring_tag(Scoring s) {
  switch (s) {
    case Scoring::Matchpoints: return "MP";
    case Scoring::CrossImps: return "IMP;Cross";
    case Scoring::Butler: return "IMP;Butler";
    case Scoring::Bam: return "BAM";
    case Scoring::Imps: return "IMP";
  }
  return "MP";
}

std::string opt_int(const std::optional<int>& v) { return v ? std::to_string(*v) : "-"; }
std::string opt_num(const std::optional<double>& v) { return v ? number_text(*v) : "-"; }

void write_score_table(std::string& out, const EventRecord& ev, const Board& b) {
  const std::string pts = is_imp_scoring(ev.scoring) ? "IMP" : "MP";
  const std::vector<Column> cols = {
      {"Round", 2, false},    {"Table", 2, false},    {"PairId_NS", 4, false},
      {"PairId_EW", 4, false}, {"Contract", 5, true},  {"Declarer", 1, false},
      {"Result", 2, false},   {"Lead", 3, true},      {"Score_NS", 6, false},
      {"Score_EW", 6, false}, {pts + "_NS", 6, false}, {pts + "_EW", 6, false}};
  tag(out, "ScoreTable", header(cols));
  for (const auto& l : b.lines) {
    std::string contract = "-", declarer = "-", result = "-", lead = "-", sns = "-", sew = "-";
    if (const auto* p = std::get_if<score::Played>(&l.entry)) {
      contract = score::to_string(p->contract);
      declarer = score::to_string(p->declarer);
      result = std::to_string(p->tricks);
      if (p->lead && !p->lead->empty()) lead = *p->lead;
    } else if (std::holds_alternative<score::PassedOut>(l.entry)) {
      contract = "Pass";
    } else if (const auto* a = std::get_if<score::Artificial>(&l.entry)) {
      sns = score::artificial_text(*a);
    } else if (const auto* w = std::get_if<score::Weighted>(&l.entry)) {
      // PBN 2.1 has no weighted score (Law 12C1(c)): Score_NS carries Bandeja's form,
      // NS's side, as it carries A60-40; the MP/IMP columns carry the line's points.
      sns = score::to_string(score::Entry{*w});
    }
    if (l.ns_score) {
      if (*l.ns_score >= 0) sns = std::to_string(*l.ns_score);
      else sew = std::to_string(-*l.ns_score);
    }
    row(out, cols,
        {opt_int(l.round), opt_int(l.table), l.ns, l.ew, contract, declarer, result, lead, sns,
         sew, opt_num(l.ns_points), opt_num(l.ew_points)});
  }
}

int boards_played(const EventRecord& ev, const std::string& id) {
  int n = 0;
  for (const auto& b : ev.boards)
    for (const auto& l : b.lines)
      if ((l.ns == id || l.ew == id) && !std::holds_alternative<score::NotPlayed>(l.entry)) ++n;
  return n;
}

void write_total_table(std::string& out, const EventRecord& ev) {
  const std::string total = ev.scoring == Scoring::Bam     ? "TotalScoreBAM"
                            : is_imp_scoring(ev.scoring) ? "TotalScoreIMP"
                                                         : "TotalScoreMP";
  std::vector<Column> cols = {{"Rank", 3, false},
                              {ev.teams ? "TeamId" : "PairId", 4, false},
                              {"Direction", 2, true},
                              {total, 7, false},
                              {"TotalPercentage", 6, false},
                              {"NrBoards", 3, false}};
  if (ev.teams) cols.push_back({"TeamName", 20, true});
  cols.push_back({"Names", 40, true});
  tag(out, "TotalScoreTable", header(cols));
  for (const auto& s : ev.ranking) {
    const Entrant* e = ev.entrant(s.entrant);
    std::string rank = s.place;
    if (!rank.empty() && rank.back() == '=') rank.pop_back();
    if (rank.empty()) rank = "-";
    std::string dir = e && !e->field.empty() ? e->field : "-";
    std::vector<std::string> vals = {rank, s.entrant, dir, opt_num(s.total), opt_num(s.percent),
                                     std::to_string(boards_played(ev, s.entrant))};
    std::string players;
    if (e)
      for (const auto& p : e->players) {
        if (!players.empty()) players += " \u2013 ";
        players += p.name;
      }
    if (ev.teams) vals.push_back(e ? e->name : "");
    vals.push_back(players);
    row(out, cols, vals);
  }
}

}  // namespace

std::string write_pbn(const EventRecord& ev) {
  std::string out;
  out += "% PBN 2.1\n% EXPORT\n%Content-type: text/x-pbn; charset=UTF-8\n%Creator: Bandeja\n";
  auto header_tags = [&] {
    tag(out, "Event", ev.name);
    tag(out, "Site", ev.site);
    tag(out, "Date", ev.date.empty() ? "" : pbn_date(ev.date));
  };
  bool first = true;
  for (const auto& b : ev.boards) {
    out += '\n';
    header_tags();
    tag(out, "Board", std::to_string(b.number));
    for (const char* seat : {"West", "North", "East", "South"}) tag(out, seat, "");
    tag(out, "Dealer", score::to_string(b.dealer));
    tag(out, "Vulnerable", score::vulnerability_code(b.vulnerability));
    if (b.deal) tag(out, "Deal", to_pbn(*b.deal, b.dealer));
    tag(out, "Scoring", scoring_tag(ev.scoring));
    tag(out, "Declarer", "");
    tag(out, "Contract", "");
    tag(out, "Result", "");
    tag(out, "Competition", ev.teams ? "Teams" : "Pairs");
    if (b.analysis) write_analysis(out, *b.analysis);
    if (!b.lines.empty()) write_score_table(out, ev, b);
    if (first && !ev.ranking.empty()) write_total_table(out, ev);
    first = false;
  }
  if (ev.boards.empty()) {
    out += '\n';
    header_tags();
    tag(out, "Scoring", scoring_tag(ev.scoring));
    tag(out, "Competition", ev.teams ? "Teams" : "Pairs");
    if (!ev.ranking.empty()) write_total_table(out, ev);
  }
  // Export format ends each line with CR LF (PBN 2.1 §2.3); built with LF, turned here once.
  std::string crlf;
  crlf.reserve(out.size() + out.size() / 16);
  for (char c : out) {
    if (c == '\n') crlf += '\r';
    crlf += c;
  }
  return crlf;
}

}  // namespace bandeja::formats
