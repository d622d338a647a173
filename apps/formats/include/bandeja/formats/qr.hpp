#pragma once
// QR codes for the table links the players scan (libqrencode, error correction level M, the
// text as 8-bit bytes, so any UTF-8 goes in unchanged), as a grid of modules and drawn three
// ways: an SVG for the printed guide cards and the director's pages, UTF-8 half blocks for the
// terminal `bandeja serve` runs in, and a plain PBM image for tests and tools. Pure: returns
// values, writes nothing.
#include <string>
#include <string_view>
#include <vector>

#include "bandeja/score/types.hpp"

namespace bandeja::formats {

// The symbol's modules, without its quiet zone: size × size, row-major, true = dark.
struct QrCode {
  int size = 0;
  std::vector<bool> dark;
  // Whether the module at column x, row y is dark; false outside the symbol (the quiet zone).
  bool at(int x, int y) const;
};

// `text` as a QR code, the smallest version that holds it at level M. Errors: "qr.too_long"
// (field "url", arg: the text's length in bytes) when no version holds it (at level M a QR
// code holds at most 2331 bytes), "qr.failed" (field "url") when libqrencode fails otherwise.
Result<QrCode> qr_encode(std::string_view text);

// A standalone SVG element, fit to be written inline in an HTML5 page or saved as a file: a
// 4-module quiet zone on a white background and one black path of the dark modules; the
// viewBox counts modules (size + 8), width and height are module_px pixels a module.
std::string qr_svg(const QrCode& code, int module_px = 4);

// For a terminal: two module rows a line drawn with ' ', '▀', '▄' and '█', a 2-module quiet
// zone, the light modules drawn as blocks and the dark ones as blanks, so that it scans on a
// light-on-dark terminal (as `qrencode -t UTF8` draws). (size + 5) / 2 lines of size + 4
// characters, each ending in '\n'.
std::string qr_terminal(const QrCode& code);

// A plain PBM (P1) image: a 4-module quiet zone, `scale` pixels a module, 1 = black.
std::string qr_pbm(const QrCode& code, int scale = 4);

}  // namespace bandeja::formats
