// The building blocks: glyphs, theme, UTF-8 text, the memory screen, menus, pages.

#include "gavel/ui/widgets.h"

#include <catch2/catch.hpp>

#include "gavel/ui/board_kit.h"
#include "gavel/ui/memory_screen.h"
#include "gavel/ui/theme.h"

namespace gavel::ui {
namespace {

TEST_CASE("ASCII glyphs contain no byte of 0x80 or above", "[ui]") {
  for (std::string_view glyph : ascii_glyphs().all()) {
    INFO(glyph);
    CHECK_FALSE(glyph.empty());
    for (char ch : glyph)
      CHECK(static_cast<unsigned char>(ch) < 0x80);
  }
}

TEST_CASE("frame and marker glyphs are one column in both sets", "[ui]") {
  for (const Glyphs* set : {&unicode_glyphs(), &ascii_glyphs()}) {
    for (std::string_view glyph :
         {set->horizontal, set->vertical, set->top_left, set->top_right, set->bottom_left,
          set->bottom_right, set->pointer, set->times, set->bullet, set->up, set->down}) {
      INFO(glyph);
      CHECK(text_width(glyph) == 1);
    }
  }
  for (std::string_view glyph : unicode_glyphs().all()) {
    CHECK(decode_utf8(glyph).find(U'?') == std::u32string::npos);
  }
  CHECK(&glyphs_for(true) == &ascii_glyphs());
  CHECK(&glyphs_for(false) == &unicode_glyphs());
}

TEST_CASE("monochrome uses no colour and still shows the selected item", "[ui]") {
  for (Tone tone :
       {Tone::normal, Tone::dim, Tone::accent, Tone::good, Tone::bad, Tone::warning, Tone::title}) {
    CHECK(look_for(styled(tone), false).ink == Ink::none);
  }
  const Look normal = look_for(plain, false);
  const Look chosen = look_for(selected(), false);
  CHECK(chosen.reverse);
  CHECK(chosen != normal);
  CHECK(look_for(styled(Tone::dim), false) != normal);
  CHECK(look_for(styled(Tone::bad), false) != normal);
  CHECK(look_for(styled(Tone::accent), true).ink != Ink::none);
}

TEST_CASE("a menu item too long for its box ends in an ellipsis", "[ui]") {
  MemoryScreen screen(40, 3);
  Menu menu;
  menu.items = {{"Your own hand: a random card of it, to keep or to trade", "", true, ""},
                {"Gone", "", false, "nobody holds a card any more, so this is greyed"}};
  for (const Glyphs* glyphs : {&unicode_glyphs(), &ascii_glyphs()}) {
    draw_menu(screen, *glyphs, menu, 0, 0, 30);
    INFO(screen.row(0) << "\n" << screen.row(1));
    const std::string first = screen.row(0);
    CHECK(first.find("Your own hand: a rand") != std::string::npos);
    CHECK(first.find(glyphs->ellipsis) != std::string::npos);
    CHECK(screen.row(1).find(glyphs->ellipsis) != std::string::npos);
  }
}

TEST_CASE("UTF-8 decoding replaces bad bytes and control characters", "[ui]") {
  CHECK(decode_utf8("a\u00D7b") == U"a\u00D7b");
  CHECK(decode_utf8("a\xff"
                    "b") == U"a?b");
  CHECK(decode_utf8("\xe2\x94") == U"??");  // cut short
  CHECK(decode_utf8("\xc0\xaf") == U"??");  // overlong '/'
  CHECK(decode_utf8("tab\there\x1b") == U"tab?here?");
  CHECK(decode_utf8("\xc2\x9b") == U"?");  // C1 control (CSI)
  CHECK(encode_utf8(U"\u2500x\U0001F528") == "\u2500x\U0001F528");
  CHECK(text_width("\u250C\u2500\u2510") == 3);
  CHECK(clip_text("\u00D7\u00D7\u00D7", 2) == "\u00D7\u00D7");
}

TEST_CASE("the memory screen clips text and reads back rows", "[ui]") {
  MemoryScreen screen(10, 3);
  screen.text(0, 7, "abcdef", styled(Tone::good));
  screen.text(1, -2, "xyz");
  screen.text(5, 0, "off the screen");
  CHECK(screen.row(0) == "       abc");
  CHECK(screen.row(1) == "z         ");
  CHECK(screen.cell(0, 8).style.tone == Tone::good);
  CHECK(screen.contains("abc"));
  CHECK_FALSE(screen.contains("abcd"));
  screen.clear();
  CHECK(screen.row(0) == std::string(10, ' '));

  screen.type("a");
  screen.resize(12, 4);
  CHECK(screen.read_key() == key_of(U'a'));
  CHECK(screen.width() == 10);
  CHECK(screen.read_key() == key_of(Key::Kind::resize));
  CHECK(screen.width() == 12);
  CHECK(screen.height() == 4);
  CHECK(screen.read_key() == key_of(Key::Kind::interrupt));
}

TEST_CASE("hjkl and the arrows are the same steps", "[ui]") {
  CHECK(step_of(key_of(U'k')) == Step::up);
  CHECK(step_of(key_of(Key::Kind::up)) == Step::up);
  CHECK(step_of(key_of(U'j')) == Step::down);
  CHECK(step_of(key_of(U'h')) == Step::left);
  CHECK(step_of(key_of(U'l')) == Step::right);
  CHECK(step_of(key_of(U'x')) == Step::none);
}

TEST_CASE("wrap_text keeps words whole and indentation", "[ui]") {
  CHECK(wrap_text("one two three four", 9) == std::vector<std::string>{"one two", "three", "four"});
  CHECK(wrap_text("  keys to press here", 12) ==
        std::vector<std::string>{"  keys to", "  press here"});
  CHECK(wrap_text("", 10) == std::vector<std::string>{""});
  CHECK(wrap_text("abcdefghij", 4) == std::vector<std::string>{"abcd", "efgh", "ij"});
}

TEST_CASE("menus skip disabled items and cope when none is enabled", "[ui]") {
  Menu menu;
  menu.items = {
      {"a", "", false, ""}, {"b", "", true, ""}, {"c", "", false, ""}, {"d", "", true, ""}};
  cursor_to_first(menu);
  CHECK(menu.cursor == 1);
  move_cursor(menu, 1);
  CHECK(menu.cursor == 3);
  move_cursor(menu, 1);
  CHECK(menu.cursor == 1);
  move_cursor(menu, -1);
  CHECK(menu.cursor == 3);
  cursor_to_last(menu);
  CHECK(menu.cursor == 3);

  Menu none;
  none.items = {{"a", "", false, ""}};
  move_cursor(none, 1);
  CHECK(none.cursor == 0);
}

TEST_CASE("every menu steers alike: up, down, j, k, Home and End", "[ui]") {
  Menu menu;
  menu.items = {
      {"a", "", true, ""}, {"b", "", false, ""}, {"c", "", true, ""}, {"d", "", true, ""}};
  CHECK(steer_menu(menu, key_of(Key::Kind::down)));
  CHECK(menu.cursor == 2);
  CHECK(steer_menu(menu, key_of(U'j')));
  CHECK(menu.cursor == 3);
  CHECK(steer_menu(menu, key_of(Key::Kind::home)));
  CHECK(menu.cursor == 0);
  CHECK(steer_menu(menu, key_of(U'k')));
  CHECK(menu.cursor == 3);
  CHECK(steer_menu(menu, key_of(Key::Kind::home)));
  CHECK(steer_menu(menu, key_of(Key::Kind::end)));
  CHECK(menu.cursor == 3);
  CHECK_FALSE(steer_menu(menu, key_of(Key::Kind::enter)));
  CHECK_FALSE(steer_menu(menu, key_of(U'x')));
  CHECK(menu.cursor == 3);
}

TEST_CASE("a short page goes back on any key", "[ui]") {
  MemoryScreen screen(80, 24);
  screen.press(Key::Kind::down);
  CHECK(show_page(screen, ascii_glyphs(), "Note", {"short"}) == Leave::back);
  CHECK(screen.contains("+- Note -"));
  CHECK(screen.contains("any key: back"));
}

TEST_CASE("a key's line on a page wraps under its own text, its key column kept", "[ui]") {
  MemoryScreen screen(80, 24);
  const std::string line =
      help_key("e", "use your Pachinko once per round to peek at one face-down card in the centre");
  CHECK(line.starts_with("  e" + std::string(19, ' ') + "use"));
  show_page(screen, ascii_glyphs(), "Help", {line, "  plain words  that  fit"});
  INFO(screen.all());
  // The page's 76 columns start at column 2; the key's text at 22 within them.
  CHECK(screen.row(1).substr(2, 25) == "  e" + std::string(19, ' ') + "use");
  CHECK(screen.row(2).substr(2, 22) == std::string(22, ' '));
  CHECK(screen.row(2)[24] != ' ');
  CHECK(screen.contains("  plain words  that  fit"));  // a line that fits is left as it is
}

TEST_CASE("the top line names the seat to move, and nobody while chance moves", "[ui]") {
  MemoryScreen screen(80, 24);
  const auto top_line = [&](Seat to_move) {
    screen.clear();
    draw_title_bar(screen, ascii_glyphs(), {"Any chapter", {"round 1"}, false, to_move, 0}, {},
                   std::nullopt, 7);
    return screen.row(0);
  };
  CHECK(top_line(1).find("Seat 1 to move") != std::string::npos);
  CHECK(top_line(0).find("Your turn") != std::string::npos);
  const std::string chance = top_line(chance_seat);
  INFO(chance);
  CHECK(chance.find("to move") == std::string::npos);
  CHECK(chance.find("Your turn") == std::string::npos);
  CHECK(chance.find("round 1") != std::string::npos);
  CHECK(chance.find("seed 7") != std::string::npos);
}

TEST_CASE("every board's help lists its pages' keys and the keys every board answers", "[ui]") {
  MemoryScreen screen(80, 60);
  BoardHelp help;
  help.keys = {help_key("Enter", "bid")};
  help.pages = {{"s", "the scores so far"}};
  help.board = {"The board's own marks."};
  show_board_help_page(screen, ascii_glyphs(), "Any chapter", help, "", 0);
  INFO(screen.all());
  int row = 0;
  for (const std::string key : {"Enter", "s", "m", "L", "?", "q or Esc"}) {
    const std::string start = "  " + key + " ";
    int found = -1;
    for (int r = row; r < screen.height() && found < 0; ++r) {
      if (screen.row(r).find(start) != std::string::npos) found = r;
    }
    CHECK(found > 0);  // each listed, in this order
    row = std::max(row, found);
  }
  CHECK(screen.contains("The board's own marks."));
}

TEST_CASE("a yes/no question draws over the page behind it", "[ui]") {
  MemoryScreen screen(80, 24);
  auto behind = [&] { screen.text(0, 0, "the table"); };
  screen.type("Y");
  CHECK(ask_yes_no(screen, unicode_glyphs(), "Leave the table?", behind) == Answer::yes);
  CHECK(screen.contains("the table"));
  CHECK(screen.contains("Leave the table?"));
  screen.press(Key::Kind::enter);
  CHECK(ask_yes_no(screen, unicode_glyphs(), "Leave?", behind) == Answer::no);
  CHECK(ask_yes_no(screen, unicode_glyphs(), "Leave?", behind) == Answer::interrupted);
}

TEST_CASE("q and Esc ask to leave a board; only yes ends it", "[ui]") {
  CHECK(is_leave_key(key_of(U'q')));
  CHECK(is_leave_key(key_of(U'Q')));
  CHECK(is_leave_key(key_of(Key::Kind::escape)));
  CHECK_FALSE(is_leave_key(key_of(U'l')));
  MemoryScreen screen(80, 24);
  auto behind = [&] { screen.text(0, 0, "the board"); };
  screen.type("n");
  CHECK_FALSE(ask_to_leave(screen, unicode_glyphs(), "Leave the table?", behind).has_value());
  screen.type("y");
  const auto left = ask_to_leave(screen, unicode_glyphs(), "Leave the table?", behind);
  REQUIRE(left.has_value());
  CHECK(left->end == Outcome::End::left);
  const auto stopped = ask_to_leave(screen, unicode_glyphs(), "Leave the table?", behind);
  REQUIRE(stopped.has_value());
  CHECK(stopped->end == Outcome::End::interrupted);
}

TEST_CASE("the memory screen finds two texts drawn apart that run together", "[ui]") {
  MemoryScreen screen(40, 3);
  screen.clear();
  screen.text(0, 0, "Rook Abernathy");
  screen.text(0, 14, "Rainbow");  // a column drawn with no blank before it
  screen.text(1, 0, "Bank");
  screen.text(1, 0, "+4");  // drawn over the start of another text
  screen.text(2, 0, "2r");
  screen.text(2, 2, "4y");  // counts run together on purpose: a letter, then a digit
  screen.text(2, 5, "B1 ");
  screen.text(2, 8, "3");
  CHECK(screen.touching() == std::vector<std::string>{"row 0: AbernathyRainbow", "row 1: +4nk"});
}

}  // namespace
}  // namespace gavel::ui
