// An act's introduction: the chapter, the table of rivals drawn, the deal as the
// player knows it (Cosmic Encounter's aliens), the stakes, the perks that act there
// and the ascension in force. The map's `i` shows it again.

#include <algorithm>

#include "gavel/campaign/pages.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/text.h"
#include "gavel/ui/board_kit.h"
#include "gavel/ui/table.h"
#include "parts.h"

namespace gavel::ui::campaign_screens {

namespace {

// One row of the page, drawn at the row it is given.
using Row = std::function<void(int row)>;

struct Section {
  std::string heading;  // none for the page's head
  std::vector<Row> rows;
};

std::string skill_bar(const Glyphs& glyphs, int skill) {
  std::string bar;
  for (int i = 0; i < max_trait; ++i)
    bar += i < skill ? glyphs.bar : glyphs.bar_empty;
  return bar;
}

// How much of the page's head a crowded page keeps: the line naming every act
// repeats the status bar's act, so it goes first; the chapter's one-line summary goes
// next, as the ? help says it again.
enum class Head { full, no_acts, title_only };

Section head(const Desk& desk, Head kept) {
  const cp::Run& run = desk.run;
  Screen& screen = desk.screen;
  Section section;
  // The run's length as it is today: it grows as chapters are built.
  std::vector<std::string> titles;
  for (const std::string& id : run.chapters)
    titles.push_back(chapter_title(id));
  std::string act =
      "Act " + std::to_string(run.act + 1) + " of " + std::to_string(run.chapters.size());
  if (run.chapters.size() > 1) {
    // "A, then B, then C" while it fits; a long run's acts are listed "A, B, C", and
    // a longer one's by its first and last.
    const std::string in_order = cp::acts_line(run);
    const std::string listed = act + ": " + join(titles, ", ");
    act = text_width(in_order) <= screen.width() - 2 ? in_order
          : text_width(listed) <= screen.width() - 2
              ? listed
              : act + ", from " + titles.front() + " to " + titles.back();
  }
  if (kept == Head::full) {
    section.rows.push_back([&screen, act](int row) {
      draw_centred(screen, row, act, Style{Tone::title, true});
    });
  }
  const Chapter& chapter = cp::act_chapter(run);
  const std::string title = cp::table_title(run);
  section.rows.push_back([&screen, title](int row) {
    draw_centred(screen, row, title, Style{Tone::accent, true});
  });
  if (kept == Head::title_only) return section;
  for (const std::string& line : wrap_text(chapter_tagline(chapter), screen.width() - 2)) {
    section.rows.push_back([&screen, line](int row) { draw_centred(screen, row, line); });
  }
  return section;
}

// Beside a rival: its grudge, "new" or "met before", in the colour that says which.
std::pair<std::string, Tone> mark_of(const cp::Run& run, const std::string& rival) {
  std::string mark = cp::return_mark(run, rival);
  const Tone tone = mark == "new" ? Tone::accent : mark == "met before" ? Tone::dim : Tone::bad;
  return {std::move(mark), tone};
}

// Above this many rivals (Auction Auction's eleven) they sit two to a row: glyph, name,
// skill and grudge, so the stakes still fit at 80x24.
constexpr std::size_t compact_above = 6;

Section compact_table(const Desk& desk, Section section, const std::vector<Rival>& rivals) {
  const int column_width = std::max(36, desk.screen.width() / 2 - 2);
  for (std::size_t first = 0; first < rivals.size(); first += 2) {
    std::vector<std::pair<Rival, std::pair<std::string, Tone>>> pair;
    for (std::size_t i = first; i < std::min(first + 2, rivals.size()); ++i)
      pair.emplace_back(rivals[i], mark_of(desk.run, rivals[i].id));
    section.rows.push_back([&desk, pair, column_width](int row) {
      Screen& screen = desk.screen;
      int left = 2;
      for (const auto& [rival, mark] : pair) {
        screen.text(row, left, std::string(1, rival.glyph),
                    Style{Tone::normal, true, false, hue_of(rival.colour)});
        screen.text(row, left + 2, pad(rival.name, 16), Style{Tone::normal, true});
        screen.text(row, left + 19, "skill " + pad_left(std::to_string(rival.traits.skill), 2));
        screen.text(row, left + 28, mark.first, styled(mark.second));
        left += column_width;
      }
    });
  }
  return section;
}

// Under the rivals, on a page with room for it: who comes back and why.
Section cast_rows(const Desk& desk, Section section, bool cast) {
  if (!cast) return section;
  for (const std::string& text : cp::return_words(desk.run, desk.content())) {
    for (const std::string& line : wrap_text(text, desk.screen.width() - 4)) {
      section.rows.push_back(
          [&desk, line](int row) { desk.screen.text(row, 2, line, styled(Tone::dim)); });
    }
  }
  return section;
}

Section table_section(const Desk& desk, bool cast) {
  const cp::Run& run = desk.run;
  Section section{"The table: " + std::to_string(run.table.players) + " players, you and", {}};
  if (run.table.rivals.empty()) {
    const std::string line = "  " + std::to_string(run.table.players - 1) + " computer players";
    section.rows.push_back([&desk, line](int row) { desk.screen.text(row, 1, line); });
    return section;
  }
  const std::vector<Rival> rivals = cp::table_rivals(run, desk.content());
  if (rivals.size() > compact_above) {
    section = compact_table(desk, std::move(section), rivals);
    const std::string thinkers = cp::thinkers_line(run, rivals);
    for (const std::string& line : thinkers.empty()
                                       ? std::vector<std::string>{}
                                       : wrap_text(thinkers, desk.screen.width() - 4)) {
      section.rows.push_back(
          [&desk, line](int row) { desk.screen.text(row, 2, line, styled(Tone::warning)); });
    }
    return cast_rows(desk, std::move(section), cast);
  }
  for (const Rival& rival : rivals) {
    const Rival* base = desk.content().roster.find(rival.id);
    const std::string words =
        cp::rival_words(run, rival, base != nullptr ? base->traits : rival.traits, 27);
    const auto mark = mark_of(run, rival.id);
    section.rows.push_back([&desk, rival, words, mark](int row) {
      Screen& screen = desk.screen;
      screen.text(row, 2, std::string(1, rival.glyph),
                  Style{Tone::normal, true, false, hue_of(rival.colour)});
      screen.text(row, 4, pad(rival.name, 16), Style{Tone::normal, true});
      screen.text(row, 20, pad(words, 28), styled(Tone::dim));
      screen.text(row, 49, "skill ");
      screen.text(row, 55, skill_bar(desk.glyphs, rival.traits.skill), styled(Tone::warning));
      screen.text(row, 65, pad_left(std::to_string(rival.traits.skill), 3));
      screen.text(row, 69, mark.first, styled(mark.second));
    });
  }
  return cast_rows(desk, std::move(section), cast);
}

Section text_section(const Desk& desk, std::string heading, const std::vector<std::string>& lines,
                     Style style = plain) {
  Section section{std::move(heading), {}};
  for (const std::string& text : lines) {
    for (const std::string& line : wrap_text(text, desk.screen.width() - 6)) {
      section.rows.push_back(
          [&desk, line, style](int row) { desk.screen.text(row, 3, line, style); });
    }
  }
  return section;
}

// The deal as the player knows it (Cosmic Encounter's aliens): a label, then what it
// says on one row; d shows it whole (show_deal), which the footer says: the heading
// has no room for it at 80 columns.
Section deal_section(const Desk& desk, const DealShown& deal) {
  Section section{deal.heading, {}};
  constexpr int label_width = 10;
  const int width = desk.screen.width() - 5 - label_width;
  for (const auto& [label, text] : deal.rows) {
    // Cut at a word, and say so: room is left for the ellipsis, "..." in ASCII.
    const std::vector<std::string> lines =
        wrap_text(text, width - text_width(desk.glyphs.ellipsis));
    const std::string line =
        lines.size() <= 1 ? text : lines.front() + std::string(desk.glyphs.ellipsis);
    section.rows.push_back([&desk, label, line](int row) {
      desk.screen.text(row, 3, label, Style{Tone::normal, true});
      desk.screen.text(row, 4 + label_width, line);
    });
  }
  return section;
}

// The deal whole, on a page of its own.
Leave show_deal(Desk& desk, const DealShown& deal) {
  std::vector<std::string> text;
  for (const auto& [label, words] : deal.rows) {
    text.push_back(label + ": " + words);
    text.emplace_back();
  }
  return show_page(desk.screen, desk.glyphs, deal.heading, text);
}

std::vector<Section> intro_sections(const Desk& desk, const DealShown& deal, Head kept, bool cast) {
  std::vector<Section> sections = {head(desk, kept), table_section(desk, cast)};
  if (!deal.heading.empty()) sections.push_back(deal_section(desk, deal));
  sections.push_back(text_section(desk, "The stakes", cp::stakes_words(desk.run, desk.content())));
  sections.push_back(
      text_section(desk, "What you bring", cp::bring_words(desk.run, desk.content())));
  if (desk.run.ascension > 0) {
    sections.push_back(text_section(desk, "Ascension " + std::to_string(desk.run.ascension),
                                    {cp::ascension_words(desk.run)}, styled(Tone::warning)));
  }
  return sections;
}

int rows_needed(const std::vector<Section>& sections) {
  int needed = 0;
  for (const Section& section : sections)
    needed += static_cast<int>(section.rows.size()) + (section.heading.empty() ? 0 : 1);
  return needed;
}

// The page's rows from row 2 to the message row, a blank line between sections while
// there is room. A page too full for the lines on who is new and who is back shows the
// marks beside the rivals alone; one too full for that (Auction Auction's eleven rivals
// with perks and an ascension) starts a row higher and keeps less of its head. What
// still does not fit is never cut: the page scrolls (draw_intro).
struct IntroPage {
  int first = 2;          // the screen row of the page's first row
  std::vector<Row> rows;  // headings and blank lines included
};

IntroPage lay_out_intro(const Desk& desk, const DealShown& deal) {
  const int last = message_row(desk.screen) - 1;
  IntroPage page;
  std::vector<Section> sections = intro_sections(desk, deal, Head::full, true);
  if (rows_needed(sections) > last - page.first)
    sections = intro_sections(desk, deal, Head::full, false);
  if (rows_needed(sections) > last - page.first) {
    page.first = 1;
    sections = intro_sections(desk, deal, Head::no_acts, false);
    if (rows_needed(sections) > last - page.first) {
      sections = intro_sections(desk, deal, Head::title_only, false);
    }
  }
  const int needed = rows_needed(sections);
  const bool gaps = needed + static_cast<int>(sections.size()) - 1 <= last - page.first;
  for (Section& section : sections) {
    if (!section.heading.empty()) {
      page.rows.push_back(
          [&desk, heading = section.heading](int row) { draw_heading(desk, row, heading); });
    }
    for (Row& row : section.rows)
      page.rows.push_back(std::move(row));
    if (gaps && &section != &sections.back()) page.rows.push_back([](int) {});
  }
  return page;
}

// Where a page that does not fit stands: its first row shown, how many rows show,
// and the most it can scroll (0 when it fits).
struct Scroll {
  int first = 0;
  int page = 1;
  int most = 0;
};

// Draws the page from `scroll.first` (clamped here), setting the rest of `scroll`. A
// page that does not fit keeps its last row for a marker saying which way the rest
// lies, and its footer says how to scroll (scroll_key).
void draw_intro(const Desk& desk, const DealShown& deal, std::string_view message,
                std::vector<std::string> hints, Scroll& scroll) {
  draw_run_status(desk);
  const IntroPage page = lay_out_intro(desk, deal);
  const int last = message_row(desk.screen) - 1;
  const int rows = static_cast<int>(page.rows.size());
  const bool fits = rows <= last - page.first;
  scroll.page = fits ? rows : std::max(last - page.first - 1, 1);
  scroll.most = std::max(rows - scroll.page, 0);
  scroll.first = std::clamp(scroll.first, 0, scroll.most);
  for (int i = 0; i < scroll.page && scroll.first + i < rows; ++i)
    page.rows[static_cast<std::size_t>(scroll.first + i)](page.first + i);
  if (!fits) {
    const std::string marker = scroll.first < scroll.most
                                   ? std::string(desk.glyphs.down) + " more below"
                                   : std::string(desk.glyphs.up) + " more above";
    desk.screen.text(last - 1, 3, marker, styled(Tone::accent));
    std::replace(hints.begin(), hints.end(), std::string("any key: back"),
                 std::string("other keys: back"));
    hints.insert(hints.begin() + 1, std::string(desk.glyphs.up_down) + "/jk more");
  }
  draw_message(desk, message, styled(Tone::accent));
  draw_footer(desk.screen, desk.glyphs, fit_hints(desk.screen, desk.glyphs, hints, 1));
}

// Scrolls a page that does not fit; true when `key` was a scrolling key.
bool scroll_intro(const Key& key, Scroll& scroll) {
  return scroll.most > 0 && scroll_key(key, scroll.page, scroll.most, scroll.first);
}

}  // namespace

Exit show_intro(Desk& desk) {
  std::string message;
  const bool to_table = desk.run.room == desk.run.district.house();
  std::string ready = to_table ? "Enter: sit down at the table." : "Enter: into the district.";
  // A new run's seed is shown once more where the eye goes, so it can be noted.
  if (desk.run.act == 0 && desk.run.results.empty()) {
    ready = "A new run, seed " + std::to_string(desk.run.seed) + ". " + ready;
  }
  const DealShown deal = table_deal(desk);  // dealt once: the page is drawn at every key
  std::vector<std::string> hints = {"Enter begin", "? help", "q save and quit"};
  if (!deal.heading.empty()) hints.insert(hints.begin() + 1, "d the aliens whole");
  Scroll scroll;
  auto draw = [&] { draw_intro(desk, deal, message.empty() ? ready : message, hints, scroll); };
  const auto own_key = [&](const Key& key) -> std::optional<Leave> {
    if (scroll_intro(key, scroll)) return Leave::back;
    if (deal.heading.empty() || !(key.is(U'd') || key.is(U'D'))) return std::nullopt;
    return show_deal(desk, deal);
  };
  if (const auto exit =
          wait_for_enter(desk, draw, message, "Enter begins the act; ? lists the keys.", own_key)) {
    return *exit;
  }
  cp::enter_district(desk.run);
  desk.save();
  return Exit::moved;
}

Leave show_table_page(Desk& desk) {
  const DealShown deal = table_deal(desk);
  Scroll scroll;
  auto draw = [&] {
    draw_intro(desk, deal, "This act's table, its stakes and your perks.", {"any key: back"},
               scroll);
  };
  for (;;) {
    const Key key = next_key(desk.screen, desk.glyphs, draw);
    if (key.kind == Key::Kind::interrupt) return Leave::interrupted;
    if (!scroll_intro(key, scroll)) return Leave::back;
  }
}

}  // namespace gavel::ui::campaign_screens
