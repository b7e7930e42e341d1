// New Mintopia City's documentation against the code: the '?' page and the man page
// print the AI cards' dice as ai_cards.json gives them, and the man page names every
// fact a scenario file can check.

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/core/chapter.h"
#include "gavel/games/mintopia/cards.h"
#include "gavel/games/mintopia/chapter.h"
#include "support/shipped_content.h"

namespace gavel::mintopia {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

std::vector<std::string> tokens_of(const std::string& line) {
  std::vector<std::string> tokens;
  std::istringstream in(line);
  for (std::string token; in >> token;)
    tokens.push_back(token);
  return tokens;
}

std::string face_text(const AiFace& face) {
  if (face.kind == AiFace::Kind::withdraw) return "W";
  if (face.kind == AiFace::Kind::special) return "S";
  return "+" + std::to_string(face.raise);
}

// "The Hoarder" is printed "Hoarder".
std::string short_name(const AiCard& card) {
  const std::string the = "The ";
  return card.name.rfind(the, 0) == 0 ? card.name.substr(the.size()) : card.name;
}

// The line of `lines` whose first word is `first`, split into words; empty if none.
std::vector<std::string> row_of(const std::vector<std::string>& lines, const std::string& first) {
  for (const std::string& line : lines) {
    const std::vector<std::string> tokens = tokens_of(line);
    if (!tokens.empty() && tokens.front() == first) return tokens;
  }
  return {};
}

std::string man_section() {
  std::ifstream file(testing::shipped_content_dir / ".." / "man" / "gavel.6");
  std::ostringstream text;
  text << file.rdbuf();
  const std::string man = text.str();
  const auto start = man.find(".SH NEW MINTOPIA CITY");
  REQUIRE(start != std::string::npos);
  return man.substr(start, man.find("\n.SH ", start + 1) - start);
}

std::string roff(std::string word) {
  for (std::size_t at = word.find('-'); at != std::string::npos; at = word.find('-', at + 2))
    word.replace(at, 1, "\\-");
  return word;
}

TEST_CASE("the help page and the man page print each AI card's dice as the content has them",
          "[mintopia][docs]") {
  const Cards cards = load_cards(testing::shipped_content_dir);
  const std::vector<std::string> help = lines_of(chapter().rules_summary);
  const std::vector<std::string> man = lines_of(man_section());
  REQUIRE_FALSE(cards.ai_cards.empty());
  for (const AiCard& card : cards.ai_cards) {
    INFO(card.id);
    std::vector<std::string> faces;
    for (const AiFace& face : card.two_player)
      faces.push_back(face_text(face));
    for (const AiFace& face : card.one_player)
      faces.push_back(face_text(face));

    // Help: "  Hoarder (Deed)   W  W  +1 ...", kept as written, so within 76 columns.
    std::vector<std::string> expected{short_name(card),
                                      "(" + std::string(type_name(card.type)) + ")"};
    expected.insert(expected.end(), faces.begin(), faces.end());
    CHECK(row_of(help, short_name(card)) == expected);
    for (const std::string& line : help) {
      if (line.find("  " + short_name(card) + " (") == 0)
        CHECK(line.size() <= 76);  // ASCII: bytes are columns
    }
    CHECK(chapter().rules_summary.find(card.id) != std::string::npos);

    // Man page: "Hoarder     Deed        W  W  +1 ...".
    expected[1] = type_name(card.type);
    CHECK(row_of(man, short_name(card)) == expected);
  }
}

TEST_CASE("the man page names every fact New Mintopia City adds, and each one answers",
          "[mintopia][docs]") {
  // The fact as the man page prints it (after .B, .BR or .BI), and a name of it to ask
  // a game.
  const std::vector<std::pair<std::string, std::string>> facts = {
      {"phase", "phase"},
      {"round", "round"},
      {"auctioneer", "auctioneer"},
      {"deck", "deck"},
      {"unused", "unused"},
      {"block", "block"},
      {"lot", "lot"},
      {"placer", "placer"},
      {"chooser", "chooser"},
      {"ai-bid", "ai-bid"},
      {"banked", "banked"},
      {"bid", "bid"},
      {"proposal", "proposal"},
      {"tied-pairs", "tied-pairs"},
      {"majority. type", "majority.deed"},
      {"mints. N", "mints.0"},
      {"withdrawn. N", "withdrawn.1"},
      {"commit. N", "commit.0"},
      {"zone. K", "zone.2"},
      {"zone-matches. K", "zone-matches.0"},
      {"score. N", "score.ai"},
      {"place. N", "place.ai"},
      {"vp. N", "vp.ai"},
      {"matches. N", "matches.1"},
      {"culture. N", "culture.ai"},
      {"locations. N", "locations.0"},
  };
  const std::string man = man_section();
  Setup setup;
  setup.players = 2;
  setup.options["ai"] = "speculator";
  const auto game = chapter().start(setup, testing::shipped_content_dir);
  for (const auto& [printed, asked] : facts) {
    INFO(printed);
    const bool named = man.find(".B " + roff(printed)) != std::string::npos ||
                       man.find(".BR " + roff(printed)) != std::string::npos ||
                       man.find(".BI " + roff(printed)) != std::string::npos;
    CHECK(named);
    CHECK_NOTHROW(game->fact(asked));
  }
  for (const char* type : {"deed", "utility", "production", "culture"})
    CHECK_NOTHROW(game->fact(std::string("majority.") + type));
}

}  // namespace
}  // namespace gavel::mintopia
