#include "bandeja/present/messages.hpp"

#include "bandeja/score/board.hpp"
#include "bandeja/score/contract.hpp"
#include "bandeja/score/entry.hpp"

#include <algorithm>
#include <deque>
#include <array>
#include <map>
#include <mutex>
#include <optional>
#include <span>

#include "catalogue.hpp"
#include "po.hpp"

namespace bandeja::present {

namespace {

// The catalogue read from its PO files (catalogue.hpp): the template's msgid is the English
// text of each code (msgctxt), each language's PO file its translation. The template is read
// once, on first use; a language's file only when that language is first asked for (a command
// speaks one language, and every start of `bandeja` reads the catalogue), each under its own
// once-flag, so the server's threads may ask for several languages at once.
class Index {
 public:
  Index() : files_(detail::catalogue_files()) {
    for (const auto& f : files_)
      if (f.name == std::string_view("bandeja.pot")) read_template(f);
  }

  const std::vector<Message>& all() const { return all_; }

  const Message* find(std::string_view code) const {
    auto it = by_code_.find(code);
    return it == by_code_.end() ? nullptr : it->second;
  }

  // The messages with `lang`'s texts filled in.
  void load(Lang lang) {
    const auto l = static_cast<size_t>(lang);
    std::call_once(loaded_[l], [&] { read_language(lang); });
  }

  // Every language read, and every problem of every file.
  const std::vector<std::string>& problems() {
    std::call_once(checked_, [&] {
      for (Lang lang : {Lang::Es, Lang::Fr, Lang::Qps}) load(lang);
      problems_ = template_problems_;
      for (const auto& p : lang_problems_) problems_.insert(problems_.end(), p.begin(), p.end());
      for (const auto& f : files_) {
        const std::string_view name = f.name;
        if (name == "bandeja.pot") continue;
        const std::optional<Lang> lang =
            name.ends_with(".po") ? lang_of_code(name.substr(0, name.size() - 3)) : std::nullopt;
        if (!lang || *lang == Lang::En || *lang == Lang::Qps)
          problems_.push_back(std::string(name) + ": not the template or the PO file of a language Bandeja speaks");
      }
    });
    return problems_;
  }

 private:
  void read_template(const detail::CatalogueFile& f) {
    template_ = detail::read_po(f.text);
    const auto& po = template_;
    for (const auto& p : po.problems) template_problems_.push_back(std::string(f.name) + ":" + p);
    all_.reserve(po.entries.size());
    for (const auto& e : po.entries) {
      if (e.context.empty()) {
        template_problems_.push_back("bandeja.pot:" + std::to_string(e.line) + ": an entry without its code (msgctxt)");
        continue;
      }
      Message m{e.context, {}};
      m.text[static_cast<size_t>(Lang::En)] = e.id;
      all_.push_back(m);
    }
    for (auto& m : all_)
      if (!by_code_.emplace(m.code, &m).second) template_problems_.push_back(std::string(m.code) + ": given twice");
  }

  void read_language(Lang lang) {
    auto& problems = lang_problems_[static_cast<size_t>(lang)];
    if (lang == Lang::En) return;
    if (lang == Lang::Qps) {
      // The pseudo-language: each text its English, marked, so the tests find a word shown
      // without the marks as a word from outside the catalogue (types.hpp's Lang::Qps).
      for (auto& m : all_) {
        pseudo_.push_back(kPseudoOpen + std::string(m.in(Lang::En)) + kPseudoClose);
        m.text[static_cast<size_t>(Lang::Qps)] = pseudo_.back();
      }
      return;
    }
    const std::string name = std::string(lang_code(lang)) + ".po";
    const detail::CatalogueFile* file = nullptr;
    for (const auto& f : files_)
      if (f.name == name) file = &f;
    if (!file) {
      problems.push_back(name + ": missing (English is shown)");
      return;
    }
    // Its own slot: two languages may be read at once, on two of the server's threads.
    auto& po = translations_[static_cast<size_t>(lang)];
    po = detail::read_po(file->text);
    for (const auto& p : po.problems) problems.push_back(name + ":" + p);
    for (const auto& e : po.entries) {
      auto problem = [&](std::string_view what) {
        problems.push_back(name + ":" + std::to_string(e.line) + ": " + e.context + ": " + std::string(what));
      };
      auto it = by_code_.find(e.context);
      if (it == by_code_.end()) problem("not in the template (bandeja.pot)");
      else if (e.id != it->second->in(Lang::En))
        problem("its msgid is not the template's English (msgmerge it and check the translation)");
      else if (e.fuzzy) problem("marked fuzzy: a translator has still to check it");
      else if (e.str.empty()) problem("not translated");
      else it->second->text[static_cast<size_t>(lang)] = e.str;
    }
    for (const auto& m : all_)
      if (m.in(lang).empty()) problems.push_back(name + ": " + std::string(m.code) + ": missing (English is shown)");
  }

  std::span<const detail::CatalogueFile> files_;
  // They own every text the messages view: the template's, then each language's, in a slot of
  // its own that is written once, under that language's once-flag.
  detail::PoFile template_;
  std::array<detail::PoFile, lang_count> translations_;
  std::deque<std::string> pseudo_;    // owns the pseudo-language's texts
  std::vector<Message> all_;
  std::map<std::string_view, Message*> by_code_;
  std::vector<std::string> template_problems_;
  std::array<std::vector<std::string>, lang_count> lang_problems_;
  std::vector<std::string> problems_;
  std::array<std::once_flag, lang_count> loaded_;
  std::once_flag checked_;
};

Index& index() {
  static Index i;
  return i;
}

// The message of `code` with `lang`'s text read; nullptr for a code the catalogue lacks.
const Message* message(std::string_view code, Lang lang) {
  Index& i = index();
  i.load(lang);
  return i.find(code);
}

// The catalogue's word `kind.key` ("word.seat.N") in `lang`, or `key` itself when there is none.
std::string word(std::string_view kind, std::string_view key, Lang lang) {
  std::string code(kind);
  code += '.';
  for (char c : key) code += c == ' ' ? '_' : c;
  const Message* m = message(code, lang);
  return m ? std::string(m->in(lang)) : std::string(key);
}

std::string side_word(const std::string& side, Lang lang) {
  // English writes a side as its letters ("nobody sits EW"), the other languages as words.
  return lang == Lang::En ? side : word("word.side", side, lang);
}

std::string seat_word(const std::string& seat, Lang lang) { return word("word.seat", seat, lang); }

std::string vul_word(const std::string& vul, Lang lang) {
  return word("word.vul", vul == "All" || vul == "NS" || vul == "EW" ? vul : "None", lang);
}

// A contract stored in English letters ("4S", "3NTX") written in `lang` ("4P", "3STX").
std::string contract_word(const std::string& contract, Lang lang) {
  auto c = score::parse_contract(contract);
  return c ? score::to_string(*c, lang) : contract;
}

// Whether a count takes the singular: 1 in English and Spanish; 0 and 1 in French ("0 donne").
bool singular(std::string_view count, Lang lang) {
  return count == "1" || (lang == Lang::Fr && count == "0");
}

// A list of pair ids separated by spaces ("1NS 2NS 1EW"), each as pair_id writes it.
std::string pair_ids(const std::string& list, Lang lang) {
  std::string out, id;
  for (size_t i = 0; i <= list.size(); ++i) {
    if (i < list.size() && list[i] != ' ') {
      id += list[i];
      continue;
    }
    out += pair_id(id, lang);
    if (i < list.size()) out += ' ';
    id.clear();
  }
  return out;
}

// Replaces {N} and {N:kind} in `text` with args[N]; {N:one|many} is `one` when args[N] takes
// the singular in `lang`, else `many` (the count's noun: "1 board", "3 boards", "0 donne").
std::string fill(std::string_view text, const std::vector<std::string>& args, Lang lang) {
  std::string out;
  out.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      const size_t close = text.find('}', i);
      if (close != std::string_view::npos) {
        const std::string_view inner = text.substr(i + 1, close - i - 1);
        const size_t colon = inner.find(':');
        const std::string_view num = inner.substr(0, colon);
        if (!num.empty() && std::all_of(num.begin(), num.end(), [](char c) { return c >= '0' && c <= '9'; })) {
          const size_t n = std::stoul(std::string(num));
          const std::string arg = n < args.size() ? args[n] : std::string();
          const std::string_view kind = colon == std::string_view::npos ? "" : inner.substr(colon + 1);
          if (kind == "side") out += side_word(arg, lang);
          else if (kind == "pair") out += pair_id(arg, lang);
          else if (kind == "pairs") out += pair_ids(arg, lang);
          else if (kind == "field") out += field_name(arg, lang);
          else if (kind == "seat") out += seat_word(arg, lang);
          else if (kind == "vul") out += vul_word(arg, lang);
          else if (kind == "contract") out += contract_word(arg, lang);
          else if (kind == "number") out += decimal(arg, lang);
          else if (const size_t bar = kind.find('|'); bar != std::string_view::npos)
            out += singular(arg, lang) ? kind.substr(0, bar) : kind.substr(bar + 1);  // {0:board|boards}
          else out += arg;
          i = close;
          continue;
        }
      }
    }
    out += text[i];
  }
  return out;
}

}  // namespace

std::span<const Message> catalogue() {
  index().problems();  // every language read
  return index().all();
}

std::span<const std::string> catalogue_problems() { return index().problems(); }

bool known(std::string_view code) { return index().find(code) != nullptr; }

std::string say(Lang lang, std::string_view code, const std::vector<std::string>& args) {
  const Message* m = message(code, lang);
  if (!m) {
    std::string s(code);
    for (const auto& a : args) s += " " + a;
    return s;
  }
  const std::string_view text = m->in(lang);
  return fill(text.empty() ? m->in(Lang::En) : text, args, lang);
}

std::string decimal(std::string number, Lang lang) {
  if (lang == Lang::En) return number;
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  for (size_t i = 1; i + 1 < number.size(); ++i)
    if (number[i] == '.' && digit(number[i - 1]) && digit(number[i + 1])) number[i] = ',';
  return number;
}

std::string render(const Error& e, Lang lang) {
  std::string text = e.code.empty() ? e.message : say(lang, e.code, e.args);
  if (e.line > 0) {
    std::string where = say(lang, "file.line", {std::to_string(e.line)});
    if (!e.field.empty() && e.field != "line")
      where += say(lang, "file.column", {field_name(e.field, lang)});
    text = where + ": " + text;
  }
  return text;
}

std::string direction(std::string_view ns_or_ew, Lang lang) {
  return ns_or_ew == "EW" && lang != Lang::En ? "EO" : std::string(ns_or_ew);
}

std::string pair_id(std::string_view id, Lang lang) {
  const size_t n = id.size();
  if (n >= 3 && id[n - 3] >= '0' && id[n - 3] <= '9') return std::string(id.substr(0, n - 2)) + direction(id.substr(n - 2), lang);
  return std::string(id);
}

std::string field_name(std::string_view field, Lang lang) { return word("field", field, lang); }

std::string vulnerability_words(score::Vulnerability v, Lang lang) {
  return say(lang, "board_vul." + score::vulnerability_code(v));
}

std::string number_list(const std::vector<int>& numbers) {
  std::string out;
  for (int x : numbers) out += (out.empty() ? "" : ", ") + std::to_string(x);
  return out;
}

std::string entry_text(const score::Entry& e, Lang lang, bool echo) {
  if (const auto* w = std::get_if<score::Weighted>(&e)) return say(lang, "word.weighted_score", {score::weighted_text(*w)});
  return echo ? score::echo_text(e, lang) : score::display_text(e, lang);
}

}  // namespace bandeja::present
