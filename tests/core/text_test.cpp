// The small text helpers.

#include "gavel/core/text.h"

#include <catch2/catch.hpp>

namespace gavel {
namespace {

TEST_CASE("log lines name the seats that have names", "[core][text]") {
  const std::vector<std::string> names = {"", "Auntie Mo", "Baron Vex"};
  CHECK(
      name_seats("Seat 1 now leads on UFO (a); Seat 2's 3 (Stocks Buyback) is discarded.", names) ==
      "Auntie Mo now leads on UFO (a); Baron Vex's 3 (Stocks Buyback) is discarded.");
  // A seat without a name, or past the list, keeps its number.
  CHECK(name_seats("Seat 0 passes; Seat 3 too.", names) == "Seat 0 passes; Seat 3 too.");
  // Whole numbers and whole words only.
  CHECK(name_seats("Seat 12 and Seat 1.", names) == "Seat 12 and Auntie Mo.");
  CHECK(name_seats("OverSeat 1, Seat x, Seat ", names) == "OverSeat 1, Seat x, Seat ");
  CHECK(name_seats("", names).empty());
  CHECK(name_seats("Seat 2", {}) == "Seat 2");
}

TEST_CASE("input in a message is quoted, short and harmless", "[core][text]") {
  CHECK(quote_input("bid 5 on UFO") == "'bid 5 on UFO'");
  CHECK(quote_input("") == "''");
  CHECK(quote_input("UFO", '"') == "\"UFO\"");
  // Letters of any script pass; what a terminal would act on is escaped.
  CHECK(quote_input("Café ☂") == "'Café ☂'");
  CHECK(quote_input("a\x1b[2Jb") == "'a\\x1b[2Jb'");
  CHECK(quote_input("one\ntwo\tthree\r") == "'one\\ntwo\\tthree\\r'");
  CHECK(quote_input("back\\slash\x7f") == "'back\\\\slash\\x7f'");
  // C1 controls (a CSI on its own) and marks that reorder text, as code points.
  CHECK(quote_input("\xc2\x9b"
                    "31m") == "'\\u009b31m'");
  CHECK(quote_input("abc\xe2\x80\xae"
                    "fed") == "'abc\\u202efed'");
  // Bytes that are not UTF-8: stray, cut short, overlong, a surrogate, past U+10FFFF.
  CHECK(quote_input("\xff") == "'\\xff'");
  CHECK(quote_input("x\xe2\x82") == "'x\\xe2\\x82'");
  CHECK(quote_input("\xc0\xaf") == "'\\xc0\\xaf'");
  CHECK(quote_input("\xed\xa0\x80") == "'\\xed\\xa0\\x80'");
  CHECK(quote_input("\xf4\x90\x80\x80") == "'\\xf4\\x90\\x80\\x80'");
  CHECK(quote_input(std::string("nul\0here", 8)) == "'nul\\x00here'");
}

TEST_CASE("long input is cut to about 80 characters and says how long it was", "[core][text]") {
  const std::string exact(quoted_input_limit, 'a');
  CHECK(quote_input(exact) == "'" + exact + "'");
  const std::string huge(3'900'000, 'z');
  const std::string quoted = quote_input(huge);
  CHECK(quoted == "'" + std::string(quoted_input_limit, 'z') + "…' (3,900,000 characters)");
  // Characters, not bytes, and an escape is never cut in half.
  std::string wide;
  for (int i = 0; i < 100; ++i)
    wide += "é";
  CHECK(quote_input(wide) == "'" + wide.substr(0, 2 * quoted_input_limit) + "…' (100 characters)");
  const std::string escapes(50, '\x1b');
  std::string expected;
  for (int i = 0; i < 20; ++i)
    expected += "\\x1b";
  CHECK(quote_input(escapes) == "'" + expected + "…' (50 characters)");
  CHECK(grouped(0) == "0");
  CHECK(grouped(999) == "999");
  CHECK(grouped(1000) == "1,000");
  CHECK(grouped(12345678) == "12,345,678");
}

TEST_CASE("counts carry their noun, singular for one either way", "[core][text]") {
  CHECK(counted(0, "ship", "ships") == "0 ships");
  CHECK(counted(1, "ship", "ships") == "1 ship");
  CHECK(counted(-1, "garnet", "garnets") == "-1 garnet");
  CHECK(counted(3, "copy", "copies") == "3 copies");
  CHECK(signed_number(3) == "+3");
  CHECK(signed_number(0) == "0");
  CHECK(signed_number(-2) == "-2");
  CHECK(signed_counted(1, "token of life", "tokens of life") == "+1 token of life");
  CHECK(signed_counted(-4, "garnet", "garnets") == "-4 garnets");
  CHECK(signed_counted(0, "garnet", "garnets") == "0 garnets");
  CHECK(dollars(30) == "$30");
}

TEST_CASE("names in a sentence are listed with commas and a last 'and'", "[core][text]") {
  CHECK(and_list({}).empty());
  CHECK(and_list({"Pip"}) == "Pip");
  CHECK(and_list({"Pip", "Rook"}) == "Pip and Rook");
  CHECK(and_list({"Pip", "Rook", "Hollis"}) == "Pip, Rook and Hollis");
}

TEST_CASE("a fact's seat index is read after its prefix, within the seats", "[core][text]") {
  CHECK(index_after("score.2", "score.", 3) == 2);
  CHECK(index_after("score.0", "score.", 1) == 0);
  CHECK_FALSE(index_after("score.3", "score.", 3));
  CHECK_FALSE(index_after("score.-1", "score.", 3));
  CHECK_FALSE(index_after("score.x", "score.", 3));
  CHECK_FALSE(index_after("score.", "score.", 3));
  CHECK_FALSE(index_after("place.1", "score.", 3));
}

TEST_CASE("moves that differ only in their last number are said as a range", "[core][text]") {
  std::vector<std::string> gives;
  for (int amount = 0; amount <= 100; ++amount)
    gives.push_back("give " + std::to_string(amount));
  CHECK(ranged_moves(gives) == std::vector<std::string>{"give N, N from 0 to 100"});
  // Two runs of one kind, a short run left whole, words around the number kept.
  CHECK(ranged_moves({"pass", "bid 1", "bid 2", "bid 3", "bid 7", "bid 8", "bid 10", "bid 11",
                      "bid 12", "take 3"}) ==
        std::vector<std::string>{"pass", "bid N, N from 1 to 3", "bid 7", "bid 8",
                                 "bid N, N from 10 to 12", "take 3"});
  CHECK(ranged_moves({"lucre 0 for 0", "lucre 0 for 1", "lucre 0 for 2", "lucre 1 for 0"}) ==
        std::vector<std::string>{"lucre 0 for N, N from 0 to 2", "lucre 1 for 0"});
  CHECK(ranged_moves({"build at e4 rot 90", "build at e5 rot 90", "build at e6 rot 90"}) ==
        std::vector<std::string>{"build at e4 rot 90", "build at e5 rot 90", "build at e6 rot 90"});
  // A number inside a word names a thing (planet Y3), not an amount: no "YN".
  CHECK(ranged_moves({"aim at Y1", "aim at Y2", "aim at Y3"}) ==
        std::vector<std::string>{"aim at Y1", "aim at Y2", "aim at Y3"});
  CHECK(ranged_moves({}).empty());
}

}  // namespace
}  // namespace gavel
