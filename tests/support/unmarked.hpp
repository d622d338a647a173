#pragma once
// The words a director or a player would read that do not come from the catalogue: what is
// left of a text rendered in the pseudo-language (Lang::Qps, every catalogue text between ⟦ and
// ⟧) once the marked texts, the data and the notation are taken out. Used by pseudo_check on
// everything the demo writes under --lang qps, and tested in unmarked_tests.cpp.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace bandeja::test {

inline constexpr std::string_view kOpen = "\u27e6", kClose = "\u27e7";

struct Unmarked {
  int line = 0;          // 1-based line of the text where the word is
  std::string word;      // the word
  std::string context;   // the line it is on, without marked texts
};

// What the checker takes as data rather than words: phrases (an event's name, a player's name)
// taken out before the words are read, and single words (names read from the demo's files).
struct DataWords {
  std::vector<std::string> phrases;
  std::set<std::string> words;
};

namespace detail {

inline std::string lower_ascii(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The text a reader of an HTML page reads: the text between tags, with the values of the
// attributes a browser shows or reads aloud (title, alt, aria-label, placeholder); no script,
// style or comment; entities decoded. Line breaks kept, so a word's line is the file's line.
inline std::string readable_html(std::string_view html) {
  std::string out;
  out.reserve(html.size());
  size_t i = 0;
  auto keep_newlines = [&](std::string_view skipped) {
    for (char c : skipped)
      if (c == '\n') out += '\n';
  };
  while (i < html.size()) {
    if (html.compare(i, 4, "<!--") == 0) {
      const size_t end = html.find("-->", i);
      const size_t stop = end == std::string_view::npos ? html.size() : end + 3;
      keep_newlines(html.substr(i, stop - i));
      i = stop;
      continue;
    }
    if (html[i] == '<') {
      const size_t end = html.find('>', i);
      const size_t stop = end == std::string_view::npos ? html.size() : end + 1;
      const std::string tag = lower_ascii(std::string(html.substr(i, stop - i)));
      // The values of the attributes people read.
      for (const char* attr : {" title=\"", " alt=\"", " aria-label=\"", " placeholder=\""}) {
        size_t at = tag.find(attr);
        if (at == std::string::npos) continue;
        at += std::string_view(attr).size();
        const size_t close = tag.find('"', at);
        if (close == std::string::npos) continue;
        out += ' ';
        out += std::string(html.substr(i + at, close - at));  // the original case
        out += ' ';
      }
      out += ' ';  // a tag parts words: <td>2EO</td><td>Ana
      keep_newlines(html.substr(i, stop - i));
      i = stop;
      // A script's or a style's content is code, not words.
      for (const char* block : {"script", "style"}) {
        if (tag.starts_with(std::string("<") + block) && !tag.ends_with("/>")) {
          const std::string closing = std::string("</") + block;
          size_t j = i;
          while (j < html.size() && lower_ascii(std::string(html.substr(j, closing.size()))) != closing) ++j;
          keep_newlines(html.substr(i, j - i));
          i = j;
        }
      }
      continue;
    }
    if (html[i] == '&') {
      const size_t semi = html.find(';', i);
      if (semi != std::string_view::npos && semi - i <= 8) {
        const std::string_view e = html.substr(i, semi - i + 1);
        out += e == "&amp;" ? "&" : e == "&lt;" ? "<" : e == "&gt;" ? ">" : e == "&quot;" ? "\"" : " ";
        i = semi + 1;
        continue;
      }
    }
    out += html[i++];
  }
  return out;
}

// `text` without what sits between the marks (marks may nest: a catalogue text that takes
// another as its argument).
inline std::string without_marked(std::string_view text) {
  std::string out;
  int depth = 0;
  for (size_t i = 0; i < text.size();) {
    if (text.compare(i, kOpen.size(), kOpen) == 0) {
      ++depth;
      i += kOpen.size();
      out += ' ';
      continue;
    }
    if (text.compare(i, kClose.size(), kClose) == 0) {
      if (depth > 0) --depth;
      i += kClose.size();
      continue;
    }
    if (depth == 0 || text[i] == '\n') out += text[i];
    ++i;
  }
  return out;
}

// Whether a chunk between spaces is data of another kind: a path, an address, a file name, an
// option or what a director types (--round, 4S=, http://…, demo-out/site/index.html).
inline bool data_chunk(std::string_view chunk) {
  if (chunk.find('/') != std::string_view::npos || chunk.starts_with("--") ||
      chunk.find('@') != std::string_view::npos || chunk.find('_') != std::string_view::npos)
    return true;
  // A file name: a dot between a letter or digit and a letter (index.html, club.db).
  for (size_t p = 1; p + 1 < chunk.size(); ++p)
    if (chunk[p] == '.' && std::isalnum(static_cast<unsigned char>(chunk[p - 1])) &&
        std::isalpha(static_cast<unsigned char>(chunk[p + 1])))
      return true;
  return false;
}

// Whether an upper-case word is the game's notation: seats, strains, ranks, doubles (NS, EO,
// 3NTXX, AKQJT, SA in French style); an English word in capitals (PROVISIONAL) is not.
inline bool notation(std::string_view w) {
  for (char c : w)
    if (std::string_view("AKQJTXNSEWOHDCP").find(c) == std::string_view::npos) return false;
  return true;
}

// The size in bytes of the letter at `at` (an ASCII letter, or a Latin letter with an accent:
// é, ñ, œ, ç), or 0 when what is there is no letter (a digit, a sign, a suit symbol ♠, a dash).
inline size_t letter_size(std::string_view s, size_t at) {
  const unsigned char c = static_cast<unsigned char>(s[at]);
  if (std::isalpha(c)) return 1;
  if (c >= 0xC3 && c <= 0xC5 && at + 1 < s.size()) return 2;  // U+00C0..U+017F: À..ſ (œ is U+0153)
  if (c == 0xC2 || (c >= 0x80 && c < 0xC0)) return 0;         // U+0080..U+00BF: ·, «, », nbsp
  return 0;
}

}  // namespace detail

// The words of `text` (letters, accented ones too): a name's words, to be taken as data.
inline std::vector<std::string> split_words(std::string_view text) {
  std::vector<std::string> out;
  std::string w;
  for (size_t k = 0; k <= text.size(); ++k) {
    const size_t n = k < text.size() ? detail::letter_size(text, k) : 0;
    if (n > 0) {
      w += text.substr(k, n);
      k += n - 1;
    } else if (!w.empty()) {
      out.push_back(w);
      w.clear();
    }
  }
  return out;
}

// Every word of `text` (an HTML page when `html`) that a reader reads outside the marks and
// that is neither data nor notation.
inline std::vector<Unmarked> unmarked_words(std::string_view text, bool html, const DataWords& data) {
  std::string readable = html ? detail::readable_html(text) : std::string(text);
  for (const auto& p : data.phrases)
    for (size_t at = readable.find(p); !p.empty() && at != std::string::npos; at = readable.find(p, at))
      readable.replace(at, p.size(), std::string(p.size(), ' '));
  const std::string plain = detail::without_marked(readable);
  std::vector<Unmarked> out;
  int line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i <= plain.size(); ++i) {
    if (i < plain.size() && plain[i] != '\n') continue;
    const std::string_view l = std::string_view(plain).substr(line_start, i - line_start);
    // Chunks between spaces; the letters of each that is not data of another kind.
    size_t c = 0;
    while (c < l.size()) {
      while (c < l.size() && (l[c] == ' ' || l[c] == '\t' || l[c] == '\r')) ++c;
      size_t e = c;
      while (e < l.size() && l[e] != ' ' && l[e] != '\t' && l[e] != '\r') ++e;
      const std::string_view chunk = l.substr(c, e - c);
      c = e;
      if (chunk.empty() || detail::data_chunk(chunk)) continue;
      std::string w;
      auto flush = [&] {
        if (w.empty()) return;
        // One letter is a seat, a strain or a card (N, S, K); upper-case notation is notation.
        if (w.size() > 1 && !detail::notation(w) && !data.words.contains(w)) out.push_back({line, w, std::string(l)});
        w.clear();
      };
      for (size_t k = 0; k < chunk.size();) {
        const size_t n = detail::letter_size(chunk, k);
        if (n > 0) w += chunk.substr(k, n);
        else if (chunk[k] == '\'' && !w.empty()) w += '\'';
        else flush();
        k += std::max<size_t>(n, 1);
      }
      flush();
    }
    ++line;
    line_start = i + 1;
  }
  return out;
}

}  // namespace bandeja::test
