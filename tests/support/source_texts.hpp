#pragma once
// The text of every file in a source folder, for the tests that check each catalogue code a
// library's sources return is in the catalogue.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace bandeja::test {

inline std::vector<std::string> source_texts(const std::filesystem::path& folder) {
  std::vector<std::string> out;
  for (const auto& f : std::filesystem::directory_iterator(folder)) {
    std::ifstream in(f.path());
    std::stringstream text;
    text << in.rdbuf();
    out.push_back(text.str());
  }
  return out;
}

// Capture group 1 of every match of `re` in the files of `folder`.
inline std::set<std::string> codes_in_sources(const std::filesystem::path& folder, const std::regex& re) {
  std::set<std::string> codes;
  for (const auto& s : source_texts(folder))
    for (auto it = std::sregex_iterator(s.begin(), s.end(), re); it != std::sregex_iterator(); ++it)
      codes.insert((*it)[1].str());
  return codes;
}

}  // namespace bandeja::test
