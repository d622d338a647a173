#include "bandeja/formats/qr.hpp"

#include <qrencode.h>

#include <cerrno>
#include <climits>
#include <memory>

namespace bandeja::formats {

namespace {

// A quiet zone drawn around the symbol: the margin its reader needs to find it. Four modules
// is the standard's; a terminal's characters are large, two are enough there (qrencode's own).
constexpr int print_quiet = 4;
constexpr int terminal_quiet = 2;

struct FreeQrcode {
  void operator()(QRcode* q) const { QRcode_free(q); }
};

}  // namespace

bool QrCode::at(int x, int y) const {
  if (x < 0 || y < 0 || x >= size || y >= size) return false;
  return dark[static_cast<std::size_t>(y) * static_cast<std::size_t>(size) + static_cast<std::size_t>(x)];
}

Result<QrCode> qr_encode(std::string_view text) {
  const std::string length = std::to_string(text.size());
  if (text.size() > static_cast<std::size_t>(INT_MAX)) return fail_code("qr.too_long", "url", {length});
  // libqrencode reports why it failed through errno: clear it so a stale value is not read.
  errno = 0;
  std::unique_ptr<QRcode, FreeQrcode> q(QRcode_encodeData(static_cast<int>(text.size()),
                                                          reinterpret_cast<const unsigned char*>(text.data()),
                                                          0, QR_ECLEVEL_M));
  if (!q) {
    if (errno == ERANGE) return fail_code("qr.too_long", "url", {length});
    return fail_code("qr.failed", "url");
  }
  QrCode code;
  code.size = q->width;
  const std::size_t n = static_cast<std::size_t>(q->width) * static_cast<std::size_t>(q->width);
  code.dark.resize(n);
  for (std::size_t i = 0; i < n; ++i) code.dark[i] = (q->data[i] & 1) != 0;  // bit 0: dark
  return code;
}

std::string qr_svg(const QrCode& code, int module_px) {
  if (module_px < 1) module_px = 1;
  const int side = code.size + 2 * print_quiet;
  const std::string modules = std::to_string(side), pixels = std::to_string(side * module_px);
  std::string path;
  for (int y = 0; y < code.size; ++y)
    for (int x = 0; x < code.size;) {
      if (!code.at(x, y)) {
        ++x;
        continue;
      }
      int run = 1;
      while (code.at(x + run, y)) ++run;
      const std::string w = std::to_string(run);
      path += "M" + std::to_string(x + print_quiet) + " " + std::to_string(y + print_quiet) + "h" + w + "v1h-" + w + "z";
      x += run;
    }
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + modules + " " + modules + "\" width=\"" +
         pixels + "\" height=\"" + pixels + "\" role=\"img\" shape-rendering=\"crispEdges\">" +
         "<rect width=\"" + modules + "\" height=\"" + modules + "\" fill=\"#fff\"/>" +
         "<path d=\"" + path + "\" fill=\"#000\"/></svg>";
}

std::string qr_terminal(const QrCode& code) {
  // Light is drawn, dark is left blank: the terminal's own dark background is the dark module.
  // Below the last row (an odd count) is the terminal's background too: dark.
  const int side = code.size + 2 * terminal_quiet;
  auto light = [&](int x, int y) {
    return y < side && !code.at(x - terminal_quiet, y - terminal_quiet);
  };
  std::string out;
  for (int y = 0; y < side; y += 2) {
    for (int x = 0; x < side; ++x) {
      const bool top = light(x, y), bottom = light(x, y + 1);
      out += top ? (bottom ? "\u2588" : "\u2580") : (bottom ? "\u2584" : " ");
    }
    out += '\n';
  }
  return out;
}

std::string qr_pbm(const QrCode& code, int scale) {
  if (scale < 1) scale = 1;
  const int side = (code.size + 2 * print_quiet) * scale;
  std::string out = "P1\n" + std::to_string(side) + " " + std::to_string(side) + "\n";
  out.reserve(out.size() + static_cast<std::size_t>(side) * static_cast<std::size_t>(side + 2));
  // A pixel a digit with no blanks between, which the format allows; a line at most 70
  // characters long, as the format asks, and every image row starting a line.
  for (int py = 0; py < side; ++py)
    for (int px = 0; px < side; ++px) {
      out += code.at(px / scale - print_quiet, py / scale - print_quiet) ? '1' : '0';
      if (px + 1 == side || (px + 1) % 70 == 0) out += '\n';
    }
  return out;
}

}  // namespace bandeja::formats
