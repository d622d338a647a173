// QR codes for the table links: what a phone's camera reads back is exactly the link, whichever
// way the code is drawn (PBM image, terminal half blocks, SVG), and a link too long is an
// error value.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <pugixml.hpp>

#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "bandeja/formats/qr.hpp"
#include "cli.hpp"

using namespace bandeja;
using namespace bandeja::formats;

namespace {

// What zbarimg reads in the image at `path` (its trailing line end dropped). Its standard error
// is kept apart (the libraries under it may chat there, about D-Bus for one) and shown only
// when it fails.
std::string zbar(const std::string& path) {
  std::string out;
  const std::string err = path + ".err";
  FILE* p = popen(("zbarimg --raw -q '" + path + "' 2>'" + err + "'").c_str(), "r");
  if (!p) return "(cannot run zbarimg)";
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    out += "(zbarimg status " + std::to_string(status) + ": " + test::slurp(err) + ")";
  if (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

// `text` encoded, drawn as a PBM image and read back by zbarimg.
std::string round_trip(const std::string& text) {
  auto code = qr_encode(text);
  REQUIRE(code);
  test::TempDir dir;
  const std::string path = dir.file("code.pbm");
  std::ofstream(path, std::ios::binary) << qr_pbm(*code);
  return zbar(path);
}

// A 32-character token as the server makes them (base64url).
const std::string token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123-_";

// The lines of `text`, each without its '\n'; `complete` is false when the last has none.
std::vector<std::string> lines_of(const std::string& text, bool& complete) {
  std::vector<std::string> out;
  std::size_t start = 0;
  complete = true;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    if (end == std::string::npos) {
      complete = false;
      out.push_back(text.substr(start));
      break;
    }
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// A terminal line split into its characters (each one UTF-8 code point).
std::vector<std::string> characters(const std::string& line) {
  std::vector<std::string> out;
  for (unsigned char c : line) {
    if ((c & 0xC0) != 0x80) out.emplace_back();
    out.back() += static_cast<char>(c);
  }
  return out;
}

}  // namespace

TEST_CASE("A table link's QR code decodes back to the same link") {
  for (const std::string& url :
       {"http://192.168.1.20:8080/t/" + token, "http://10.0.0.2:8080/t/" + token + "?lang=es",
        "https://club.example.org/bandeja/t/" + token, std::string("http://192.168.1.20:8080/"),
        "HTTP://MiXeD.CaSe/" + token}) {
    CAPTURE(url);
    CHECK(round_trip(url) == url);  // byte for byte: case kept, nothing added
  }
}

TEST_CASE("A text with accents is encoded as its UTF-8 bytes and decodes back unchanged") {
  const std::string text = "Mesa 3 — García, Peña y Muñoz: ¿dónde está el árbitro?";
  CHECK(round_trip(text) == text);
}

TEST_CASE("A QR code is a square of 17 + 4 × version modules, larger for a longer link") {
  auto small = qr_encode("http://192.168.1.20:8080/t/" + token);
  auto large = qr_encode("http://192.168.1.20:8080/t/" + token + "/" + std::string(200, 'x'));
  REQUIRE(small);
  REQUIRE(large);
  for (const QrCode* c : {&*small, &*large}) {
    CHECK(c->size >= 21);
    CHECK((c->size - 17) % 4 == 0);
    CHECK(c->dark.size() == static_cast<std::size_t>(c->size * c->size));
  }
  CHECK(large->size > small->size);
  // The finder pattern's corner is dark, outside the symbol is the (light) quiet zone.
  CHECK(small->at(0, 0));
  CHECK(small->at(small->size - 1, 0));
  CHECK_FALSE(small->at(-1, 0));
  CHECK_FALSE(small->at(0, small->size));
}

TEST_CASE("A text too long for any QR code is refused with qr.too_long and its length") {
  const auto r = qr_encode(std::string(5000, 'a'));
  REQUIRE_FALSE(r);
  CHECK(r.error().code == "qr.too_long");
  CHECK(r.error().field == "url");
  CHECK(r.error().args == std::vector<std::string>{"5000"});
}

TEST_CASE("The terminal drawing has two module rows a line and a 2-module quiet zone, light as blocks") {
  auto code = qr_encode("http://192.168.1.20:8080/t/" + token);
  REQUIRE(code);
  const std::string text = qr_terminal(*code);
  bool complete = false;
  const auto lines = lines_of(text, complete);
  CHECK(complete);  // every line ends with '\n'
  const int side = code->size + 4;
  CHECK(lines.size() == static_cast<std::size_t>((side + 1) / 2));
  // Read the drawing back into modules, light = true; a line's halves are rows 2i and 2i + 1.
  std::vector<std::vector<bool>> light(static_cast<std::size_t>(side + 1), std::vector<bool>(static_cast<std::size_t>(side)));
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto chars = characters(lines[i]);
    CAPTURE(i);
    REQUIRE(chars.size() == static_cast<std::size_t>(side));
    for (std::size_t x = 0; x < chars.size(); ++x) {
      const std::string& c = chars[x];
      REQUIRE((c == " " || c == "\u2580" || c == "\u2584" || c == "\u2588"));
      light[2 * i][x] = c == "\u2580" || c == "\u2588";
      light[2 * i + 1][x] = c == "\u2584" || c == "\u2588";
    }
  }
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x) {
      CAPTURE(x);
      CAPTURE(y);
      CHECK(light[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] == !code->at(x - 2, y - 2));
    }
  // Below an odd count of rows is the terminal's own background: drawn as blank (dark).
  if (side % 2 == 1)
    for (int x = 0; x < side; ++x) CHECK_FALSE(light[static_cast<std::size_t>(side)][static_cast<std::size_t>(x)]);
}

TEST_CASE("The terminal drawing scans on a dark terminal: its blocks, as light pixels, decode to the link") {
  const std::string url = "http://192.168.1.20:8080/t/" + token;
  auto code = qr_encode(url);
  REQUIRE(code);
  bool complete = false;
  const auto lines = lines_of(qr_terminal(*code), complete);
  // Paint the text as a light-on-dark terminal shows it, a character 4 × 8 pixels: the blocks
  // lit, the blanks the dark background. On screen the dark modules are dark and the quiet zone
  // is light, a code of the usual colours, which a decoder reads with no special setting.
  const int cell = 4, width = static_cast<int>(characters(lines[0]).size()) * cell;
  const int height = static_cast<int>(lines.size()) * 2 * cell;
  // The picture on screen, with a dark margin around it as a terminal has.
  const int margin = 8 * cell;
  std::ostringstream pbm;
  pbm << "P1\n" << width + 2 * margin << " " << height + 2 * margin << "\n";
  for (int py = 0; py < height + 2 * margin; ++py) {
    for (int px = 0; px < width + 2 * margin; ++px) {
      bool lit = false;
      const int x = px - margin, y = py - margin;
      if (x >= 0 && y >= 0 && x < width && y < height) {
        const std::string c = characters(lines[static_cast<std::size_t>(y / (2 * cell))])[static_cast<std::size_t>(x / cell)];
        const bool upper = (y / cell) % 2 == 0;
        lit = c == "\u2588" || (upper ? c == "\u2580" : c == "\u2584");
      }
      pbm << (lit ? '0' : '1');  // PBM: 1 is black
    }
    pbm << '\n';
  }
  test::TempDir dir;
  const std::string path = dir.file("screen.pbm");
  std::ofstream(path, std::ios::binary) << pbm.str();
  CHECK(zbar(path) == url);
}

TEST_CASE("The SVG is one XML element with a viewBox of the code plus a 4-module quiet zone and one path of its dark modules") {
  auto code = qr_encode("http://192.168.1.20:8080/t/" + token);
  REQUIRE(code);
  const std::string svg = qr_svg(*code, 5);
  CHECK(svg.rfind("<svg ", 0) == 0);  // inline in HTML5: no XML declaration, no DOCTYPE
  pugi::xml_document doc;
  const auto parsed = doc.load_string(svg.c_str());
  REQUIRE_MESSAGE(parsed, parsed.description());
  const pugi::xml_node root = doc.document_element();
  CHECK(std::string(root.name()) == "svg");
  CHECK(std::string(root.attribute("xmlns").value()) == "http://www.w3.org/2000/svg");
  const int side = code->size + 8;
  CHECK(std::string(root.attribute("viewBox").value()) == "0 0 " + std::to_string(side) + " " + std::to_string(side));
  CHECK(root.attribute("width").as_int() == side * 5);
  CHECK(root.attribute("height").as_int() == side * 5);
  CHECK(std::string(root.attribute("role").value()) == "img");
  CHECK(std::string(root.attribute("shape-rendering").value()) == "crispEdges");
  CHECK(std::string(root.child("rect").attribute("fill").value()) == "#fff");
  REQUIRE(std::distance(root.children("path").begin(), root.children("path").end()) == 1);
  const pugi::xml_node path = root.child("path");
  CHECK(std::string(path.attribute("fill").value()) == "#000");
  // Paint the path's runs ("M x y h w v1 h-w z") and compare with the modules.
  std::set<std::pair<int, int>> painted;
  std::istringstream d(path.attribute("d").value());
  int runs = 0;
  char m = 0;
  while (d >> m) {
    REQUIRE(m == 'M');
    int x = 0, y = 0, w = 0, back = 0;
    char h = 0, v = 0, h2 = 0, z = 0;
    int one = 0;
    REQUIRE(static_cast<bool>(d >> x >> y >> h >> w >> v >> one >> h2 >> back >> z));
    REQUIRE((h == 'h' && v == 'v' && one == 1 && h2 == 'h' && back == -w && z == 'z'));
    for (int i = 0; i < w; ++i) CHECK(painted.insert({x + i - 4, y - 4}).second);  // each module once
    ++runs;
  }
  int dark = 0, starts = 0;
  for (int y = 0; y < code->size; ++y)
    for (int x = 0; x < code->size; ++x) {
      dark += code->at(x, y);
      starts += code->at(x, y) && !code->at(x - 1, y);
      CHECK(painted.contains({x, y}) == code->at(x, y));
    }
  CHECK(static_cast<int>(painted.size()) == dark);
  CHECK(runs == starts);  // one run a horizontal stretch of dark modules: merged, not one a module
}

TEST_CASE("The PBM image is plain P1 with a 4-module quiet zone, scale pixels a module, lines of at most 70 characters") {
  auto code = qr_encode("http://192.168.1.20:8080/t/" + token);
  REQUIRE(code);
  const std::string pbm = qr_pbm(*code, 3);
  bool complete = false;
  const auto lines = lines_of(pbm, complete);
  CHECK(complete);
  REQUIRE(lines.size() > 2);
  CHECK(lines[0] == "P1");
  const int side = (code->size + 8) * 3;
  CHECK(lines[1] == std::to_string(side) + " " + std::to_string(side));
  std::string pixels;
  for (std::size_t i = 2; i < lines.size(); ++i) {
    CHECK(lines[i].size() <= 70);
    pixels += lines[i];
  }
  REQUIRE(pixels.size() == static_cast<std::size_t>(side * side));
  for (int py = 0; py < side; ++py)
    for (int px = 0; px < side; ++px)
      if (pixels[static_cast<std::size_t>(py * side + px)] != (code->at(px / 3 - 4, py / 3 - 4) ? '1' : '0')) {
        FAIL_CHECK("pixel " << px << "," << py << " differs from its module");
        return;
      }
}
