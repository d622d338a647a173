#pragma once
// Printing a page to PDF as a director would from a browser, without one on the screen: the
// HTML goes to a private temporary folder (mode 0700, removed afterwards) and Debian's headless
// Chromium prints it (`--headless --no-sandbox --disable-gpu --no-pdf-header-footer
// --print-to-pdf`, with a profile of its own in that folder so a Chromium the director has open
// is left alone). The page must be standalone, its style inside it (the hand-record sheets and
// the guide cards are): it is printed from the temporary folder. Its @page rules set the paper
// and margins. Any command that prints (hand records, guide cards) calls this; it knows nothing
// of what the page holds.
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "bandeja/score/types.hpp"

namespace bandeja::app {

// The browsers that print, in the order looked for.
inline constexpr std::string_view kPdfBrowsers[] = {"chromium", "chromium-browser", "google-chrome"};

struct PdfOptions {
  // The folders to look for the browser in, ':'-separated as PATH is; none: the PATH of this
  // process.
  std::optional<std::string> search_path;
  // How long the browser may take before it is stopped (with every process it started).
  std::chrono::milliseconds timeout = std::chrono::seconds(120);
};

// The first of kPdfBrowsers that is an executable file in one of the folders of `search_path`.
std::optional<std::filesystem::path> find_pdf_browser(std::string_view search_path);

// Prints `html` to the PDF file `out` (replaced if it exists, by a synced temporary file renamed
// onto it: safe_output.hpp; write_printable checks --force first). Errors, as catalogue codes:
//   cli.no_chromium           no browser found: install chromium with apt, or print from a browser
//   cli.pdf_failed {0} {1}    browser {0} stopped with status {1} (or could not start: {1} says why)
//   cli.pdf_empty {0}         browser {0} ended well but wrote no PDF
//   cli.pdf_timeout {0} {1}   browser {0} had not finished after {1} seconds and was stopped
//   cli.cannot_create_folder  the temporary folder could not be made
//   cli.cannot_write {0}      `out` could not be written
Result<void> html_to_pdf(const std::string& html, const std::filesystem::path& out, const PdfOptions& options = {});

}  // namespace bandeja::app
