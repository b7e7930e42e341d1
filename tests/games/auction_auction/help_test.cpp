// Auction Auction's documentation against the game: the '?' page, the man page and
// the READMEs keep the house colours hidden (the trick is the player's to find), the
// help says how Gavel settles what a player would otherwise guess, and the man page names
// every fact a scenario file can check.

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "gavel/core/text.h"
#include "gavel/games/auction_auction/chapter.h"
#include "gavel/games/auction_auction/table.h"
#include "support/shipped_content.h"

namespace gavel::auction_auction {
namespace {

std::string source_file(const char* name) {
  std::ifstream file(testing::shipped_content_dir / ".." / name);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// The text from `heading` up to the next heading of the same kind.
std::string section(const std::string& text, const std::string& heading, const std::string& next) {
  const auto start = text.find(heading);
  REQUIRE(start != std::string::npos);
  return text.substr(start, text.find(next, start + 1) - start);
}

std::string man_section() {
  return section(source_file("man/gavel.6"), ".SH AUCTION AUCTION", "\n.SH ");
}
// Every README, whole: each may speak of the chapter anywhere.
std::string readmes() {
  return source_file("README.md") + source_file("src/README.md") + source_file("tests/README.md");
}

// The text cut into sentences, with roff's escapes and "Dr. E"'s full stop out of
// the way, in lower case.
std::vector<std::string> sentences(std::string text) {
  for (const char* escape : {"\\~", "\\-", "\\(em"}) {
    for (auto at = text.find(escape); at != std::string::npos; at = text.find(escape))
      text.replace(at, std::string(escape).size(), " ");
  }
  text = lowercase(text);
  for (auto at = text.find("dr."); at != std::string::npos; at = text.find("dr.", at))
    text.replace(at, 3, "dr");
  std::vector<std::string> all;
  std::string sentence;
  for (char c : text) {
    sentence += c;
    if (c == '.' || c == '\n' || c == ';' || c == ':') {
      all.push_back(sentence);
      sentence.clear();
    }
  }
  all.push_back(sentence);
  return all;
}

// The first sentence (or clause) that ties one house to one colour, or "": one that
// names a house must name no colour, or every colour at once (the single lots,
// which are no secret), and none may hint at how the names hide the colours.
std::string first_leak(const std::string& text) {
  const TableContent table = load_table(testing::shipped_content_dir);
  for (const std::string& sentence : sentences(text)) {
    int colours = 0;
    for (Colour colour : all_colours)
      colours += sentence.find(colour_name(colour)) != std::string::npos ? 1 : 0;
    for (const House& house : table.houses) {
      std::string name = lowercase(house.short_name);
      if (const auto dot = name.find('.'); dot != std::string::npos) name.erase(dot, 1);
      if (sentence.find(name) != std::string::npos && colours != 0 && colours != 3) return sentence;
    }
    for (const char* hint : {"backward", "anagram", "revers", "spelled", "spelt", "mirror"}) {
      if (sentence.find(hint) != std::string::npos) return sentence;
    }
  }
  return "";
}

TEST_CASE("the help, the man page and the READMEs never tell a house's colour",
          "[auction-auction][docs]") {
  CHECK(first_leak(chapter().rules_summary).empty());
  CHECK(first_leak(man_section()).empty());
  CHECK(first_leak(readmes()).empty());
  // What the check catches.
  CHECK_FALSE(first_leak("Lots. Genre Shop sells green cubes.").empty());
  CHECK_FALSE(first_leak("In Dr.\\~E the double is red; the rest.").empty());
  CHECK_FALSE(first_leak("Read the names backwards.").empty());
  CHECK(first_leak("Wolley sells a double, then red, yellow and green singles.").empty());
}

TEST_CASE("the help page says how Gavel settles what a player would otherwise guess",
          "[auction-auction][docs]") {
  const std::string help = chapter().rules_summary;
  for (const char* ruling : {
           "$100",
           "4 to 12",
           "50, 40, 30 and 30",        // the tie at the cut
           "four equal bids",          // a tie at the top
           "20, 20, 10: the 10 wins",  // the unique highest bid
           "20, 20, 10, 10: nobody",
           "every bid is paid",
           "$0 meaning no bid",
           "offered again the next",  // lots stay
           "only to the seats in that location",
           "gets $10",  // relief
           "none after the last",
           "trade a garnet for $10",
           "outside a deal",
           "up to two",
           "only once a phase",
           "must move something",
           "'out of HOUSE'",
           "'nothing on LOT'",
           "'unseen'",
           "none is offered in the last auction",
           "Rainbow",
           "more red cubes, then more yellow, then more green, then more cash",
           "3 garnets",
           "costs a token",
           "Two Pair 1",
           "four cubes or more",
           "taken off",
       }) {
    INFO(ruling);
    CHECK(help.find(ruling) != std::string::npos);
  }
}

TEST_CASE("the man page names every fact Auction Auction adds, and each one answers",
          "[auction-auction][docs]") {
  // The fact as the man page prints it (after .B or .BI), and a name of it to ask.
  const std::vector<std::pair<std::string, std::string>> facts = {
      {"step", "step"},
      {"round", "round"},
      {"phase", "phase"},
      {"market", "market"},
      {"money\\-in", "money-in"},
      {"money\\-paid", "money-paid"},
      {"deal", "deal"},
      {"promises", "promises"},
      {"in. location", "in.genre"},
      {"winner. lot", "winner.genre 2"},
      {"cash. N", "cash.0"},
      {"garnets. N", "garnets.1"},
      {"traded. N", "traded.0"},
      {"cubes. N", "cubes.0"},
      {"hand. N", "hand.0"},
      {"relief\\-due. N", "relief-due.0"},
      {"where. N", "where.0"},
      {"sees. N", "sees.0"},
      {"score. N", "score.0"},
      {"place. N", "place.0"},
  };
  const std::string man = man_section();
  const auto game = chapter().start(Setup{4, {}, {}}, testing::shipped_content_dir);
  for (const auto& [printed, asked] : facts) {
    INFO(printed);
    const bool named = man.find(".B " + printed + "\n") != std::string::npos ||
                       man.find(".BI " + printed) != std::string::npos;
    CHECK(named);
    CHECK_NOTHROW(game->fact(asked));
  }
}

}  // namespace
}  // namespace gavel::auction_auction
