#include "bandeja/deal/analysis.hpp"

#include <cctype>


namespace bandeja::deal {
namespace {

using score::Seat;
using score::Strain;


std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

std::string dd_hex(const DoubleDummy& dd) {
  static constexpr char kDigits[] = "0123456789abcd";
  std::string out;
  for (Seat s : kTableSeats)
    for (Strain t : kTableStrains) out += kDigits[dd.of(s, t)];
  return out;
}

std::optional<DoubleDummy> parse_dd_hex(std::string_view text) {
  text = trim(text);
  if (text.size() != 20) return std::nullopt;
  DoubleDummy dd;
  size_t i = 0;
  for (Seat s : kTableSeats)
    for (Strain t : kTableStrains) {
      const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i++])));
      int v = 0;
      if (c >= '0' && c <= '9') v = c - '0';
      else if (c >= 'a' && c <= 'd') v = c - 'a' + 10;
      else return std::nullopt;
      dd.tricks[static_cast<int>(s)][static_cast<int>(t)] = v;
    }
  return dd;
}

std::string to_string(const ParContract& c, Lang lang) {
  std::string out = score::to_string(c.contract, lang);
  if (c.result > 0) out += "+" + std::to_string(c.result);
  if (c.result < 0) out += std::to_string(c.result);
  return out + " " + score::to_string(c.declarer, lang);
}

std::optional<ParContract> parse_par_contract(std::string_view text) {
  text = trim(text);
  const auto space = text.rfind(' ');
  if (space == std::string_view::npos) return std::nullopt;
  auto seat = score::parse_seat(trim(text.substr(space + 1)));
  if (!seat) return std::nullopt;
  std::string_view head = trim(text.substr(0, space));
  int result = 0;
  if (const auto sign = head.find_first_of("+-"); sign != std::string_view::npos) {
    const std::string_view n = head.substr(sign + 1);
    if (n.empty() || n.size() > 2) return std::nullopt;
    for (char ch : n)
      if (!std::isdigit(static_cast<unsigned char>(ch))) return std::nullopt;
    result = std::stoi(std::string(n)) * (head[sign] == '-' ? -1 : 1);
    head = head.substr(0, sign);
  }
  auto contract = score::parse_contract(head);
  if (!contract || contract->passed_out()) return std::nullopt;
  return ParContract{*contract, *seat, result};
}

std::string contracts_text(const Par& p, Lang lang) {
  if (p.passed_out()) return score::pass_word(lang, true);  // Pass, Paso, Passe: the notation's word
  std::string out;
  for (const auto& c : p.contracts) {
    if (!out.empty()) out += ", ";
    out += to_string(c, lang);
  }
  return out;
}

std::string contracts_field(const Par& p) {
  std::string out;
  for (const auto& c : p.contracts) {
    if (!out.empty()) out += ',';
    out += to_string(c);
  }
  return out;
}

std::optional<std::vector<ParContract>> parse_contracts_field(std::string_view text) {
  std::vector<ParContract> out;
  text = trim(text);
  while (!text.empty()) {
    const auto comma = text.find(',');
    auto c = parse_par_contract(text.substr(0, comma));
    if (!c) return std::nullopt;
    out.push_back(*c);
    if (comma == std::string_view::npos) break;
    text = trim(text.substr(comma + 1));
  }
  return out;
}

int tricks_from_dd(const DoubleDummy& dd, Seat declarer, Strain strain, int taken) {
  return taken - dd.of(declarer, strain);
}

}  // namespace bandeja::deal
