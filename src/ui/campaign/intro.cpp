// An act's introduction: the chapter, the table of rivals drawn, the deal as the
// player knows it (Cosmic Encounter's aliens), the stakes, the perks that act there
// and the ascension in force. The map's `i` shows it again.

#include <algorithm>

#include "gavel/campaign/ascension.h"
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

// "A, then B, then C".
std::string joined_in_order(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words)
    text += (text.empty() ? "" : ", then ") + word;
  return text;
}

int grudge_of(const cp::Run& run, const std::string& rival) {
  const auto found = run.grudges.find(rival);
  return found == run.grudges.end() ? 0 : found->second;
}

// The table deals again at the last act when a result of this act is already in.
bool dealt_again(const cp::Run& run) {
  return !run.results.empty() && run.results.back().chapter == run.chapter() &&
         static_cast<int>(run.results.size()) > run.act;
}

std::string skill_bar(const Glyphs& glyphs, int skill) {
  std::string bar;
  for (int i = 0; i < max_trait; ++i)
    bar += i < skill ? glyphs.bar : glyphs.bar_empty;
  return bar;
}

// The stakes of a chapter that pays by its own rules: Auction Auction's, by hands.
std::vector<std::string> hand_stakes(const cp::Run& run) {
  std::vector<std::string> lines = {
      "Best hand: +" + garnets(3) + " and tokens of life refilled. Worst hand: -1 token.",
      "Three of a Kind or better +2 garnets, Two Pair +1; all at 4+ cubes: +1."};
  if (run.last_act()) {
    lines.push_back("Only the best hand wins the run; else -1 token and the house deals again.");
  }
  lines.push_back("Rivals remember your promises, kept or broken, for the rest of the run.");
  return lines;
}

std::vector<std::string> stakes(const cp::Run& run, const cp::Content& content) {
  const int half = run.table.players / 2;
  std::vector<std::string> lines;
  if (cp::act_chapter(run).payout) {
    lines = hand_stakes(run);
  } else if (run.last_act()) {
    lines.push_back("Only 1st place, alone or shared, wins the run (and earns " +
                    garnets(cp::first_place_garnets) + ").");
    // One row at 80 columns, so act 5's page keeps its aliens and the ascension.
    lines.push_back("Any other place: -1 token; the house deals again, after a short district.");
  } else {
    lines.push_back("1st place: +" + garnets(cp::first_place_garnets) +
                    " and a token of life (you hold " + std::to_string(cp::max_tokens) +
                    " at most).");
    if (half >= 2) {
      const std::string places = half == 2 ? "2nd place" : "2nd to " + ordinal(half) + " place";
      lines.push_back(cp::upper_half_pays(run.ascension)
                          ? places + ": +" + garnets(cp::upper_half_garnets) + "."
                          : places + ": nothing (only 1st place earns garnets at this ascension).");
    }
    lines.push_back("Last place: -1 token of life.");
  }
  int bonus = 0;
  bool soft_landing = false;
  for (const std::string& id : run.perks) {
    const cp::Perk* perk = content.perk(id);
    if (perk == nullptr) continue;
    if (perk->effect == cp::PerkEffect::garnet_bonus) bonus += perk->amount;
    if (perk->effect == cp::PerkEffect::soft_landing) soft_landing = true;
  }
  if (bonus > 0) {
    lines.push_back("Your perks add +" + garnets(bonus) + " for places 1 to " +
                    std::to_string(std::max(half, 1)) + ".");
  }
  if (soft_landing)
    lines.push_back("Soft Landing: the next place that would cost a token costs none.");
  if (!run.table.rivals.empty() && !cp::act_chapter(run).payout) {
    // What a grudge does, in one line: it brings them back (table.h), and sharper.
    lines.push_back("Rivals you beat hold a grudge: two at most return, sharper and greedier.");
  }
  return lines;
}

// What the player brings to this table: the perks that act here, those kept for other
// tables, and a rumour's gifts waiting for a table that reads them.
std::vector<std::string> perk_lines(const cp::Run& run, const cp::Content& content) {
  const Chapter& chapter = cp::act_chapter(run);
  const auto reads = [&](const std::string& boon) { return chapter.reads(boon); };
  std::vector<std::string> here;
  std::vector<std::string> later;
  for (const std::string& id : run.perks) {
    const cp::Perk* perk = content.perk(id);
    if (perk == nullptr) continue;
    if (!cp::is_boon(perk->effect)) {
      here.push_back(perk->name + " (every table)");
      continue;
    }
    const std::string boon = cp::perk_effect_name(perk->effect);
    const bool listed =
        std::find(perk->chapters.begin(), perk->chapters.end(), chapter.id) != perk->chapters.end();
    if (listed && reads(boon)) {
      here.push_back(perk->name + " (" + boon_words(boon, perk->amount, chapter.id) + ")");
    } else {
      later.push_back(perk->name + " (" + cp::perk_reach(run, *perk) + ")");
    }
  }
  std::vector<std::string> lines;
  if (reads("garnets")) {
    // The table is brought the run's garnets (table.h's boons_for).
    lines.push_back(tokens(run.tokens) + "; " + garnets(run.garnets) +
                    ", $10 each if traded here (then gone for good).");
  } else {
    lines.push_back(tokens(run.tokens) + " (with none left the run is lost) and " +
                    garnets(run.garnets) + " (to spend in the district).");
  }
  lines.push_back(here.empty() ? "No perk of yours acts at this table."
                               : "Perks here: " + and_list(here));
  if (!later.empty()) lines.push_back("Not at this table: " + and_list(later));
  std::vector<std::string> gifts_here;
  std::vector<std::string> gifts_later;
  for (const auto& [name, value] : boon_values(run.pending)) {
    if (value > 0) {
      (reads(name) ? gifts_here : gifts_later)
          .push_back(boon_words(name, value, reads(name) ? std::string_view(chapter.id) : ""));
    }
  }
  if (!gifts_here.empty()) lines.push_back("A rumour's gift, here: " + and_list(gifts_here));
  if (!gifts_later.empty()) {
    lines.push_back("A rumour's gift, kept for a table that uses it: " + and_list(gifts_later));
  }
  return lines;
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
    const std::string in_order = act + ": " + joined_in_order(titles);
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
  const std::string title =
      dealt_again(run) ? chapter.title + ": the house deals again" : chapter.title;
  section.rows.push_back([&screen, title](int row) {
    draw_centred(screen, row, title, Style{Tone::accent, true});
  });
  if (kept == Head::title_only) return section;
  for (const std::string& line : wrap_text(chapter_tagline(chapter), screen.width() - 2)) {
    section.rows.push_back([&screen, line](int row) { draw_centred(screen, row, line); });
  }
  return section;
}

// Beside a rival: its grudge, or "new" for a face the player has not met, or "met
// before" for one back with none (the roster ran short of new faces).
std::pair<std::string, Tone> return_mark(const cp::Run& run, const std::vector<std::string>& met,
                                         const std::string& rival) {
  const int grudge = grudge_of(run, rival);
  if (grudge > 0) return {"grudge " + std::to_string(grudge), Tone::bad};
  if (std::find(met.begin(), met.end(), rival) == met.end()) return {"new", Tone::accent};
  return {"met before", Tone::dim};
}

// Above this many rivals (Auction Auction's eleven) they sit two to a row: glyph, name,
// skill and grudge, so the stakes still fit at 80x24.
constexpr std::size_t compact_above = 6;

Section compact_table(const Desk& desk, Section section, const std::vector<Rival>& rivals) {
  const int column_width = std::max(36, desk.screen.width() / 2 - 2);
  for (std::size_t first = 0; first < rivals.size(); first += 2) {
    std::vector<std::pair<Rival, std::pair<std::string, Tone>>> pair;
    const std::vector<std::string> met = cp::met_rivals(desk.run);
    for (std::size_t i = first; i < std::min(first + 2, rivals.size()); ++i)
      pair.emplace_back(rivals[i], return_mark(desk.run, met, rivals[i].id));
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
    return cast_rows(desk, compact_table(desk, std::move(section), rivals), cast);
  }
  for (const Rival& rival : rivals) {
    const Rival* base = desk.content().roster.find(rival.id);
    const std::string words = temperament(base != nullptr ? base->traits : rival.traits, 27);
    const auto mark = return_mark(run, cp::met_rivals(run), rival.id);
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
  sections.push_back(text_section(desk, "The stakes", stakes(desk.run, desk.content())));
  sections.push_back(text_section(desk, "What you bring", perk_lines(desk.run, desk.content())));
  if (desk.run.ascension > 0) {
    std::vector<std::string> names;
    for (const std::string& modifier : cp::ascension_modifiers(desk.run.ascension))
      names.push_back(modifier.substr(0, modifier.find(':')));
    sections.push_back(text_section(desk, "Ascension " + std::to_string(desk.run.ascension),
                                    {and_list(names) + "."}, styled(Tone::warning)));
  }
  return sections;
}

int rows_needed(const std::vector<Section>& sections) {
  int needed = 0;
  for (const Section& section : sections)
    needed += static_cast<int>(section.rows.size()) + (section.heading.empty() ? 0 : 1);
  return needed;
}

// Lays the sections out from row 2 to the message row, a blank line between them
// while there is room. A page too full for the lines on who is new and who is back
// shows the marks beside the rivals alone; one too full for that (Auction Auction's eleven rivals
// with perks and an ascension) starts a row higher and keeps less of its head; what still does not
// fit is left out from the end.
void draw_intro(const Desk& desk, const DealShown& deal, std::string_view message,
                const std::vector<std::string>& hints) {
  draw_run_status(desk);
  const int last = message_row(desk.screen) - 1;
  std::vector<Section> sections = intro_sections(desk, deal, Head::full, true);
  int first = 2;
  if (rows_needed(sections) > last - first)
    sections = intro_sections(desk, deal, Head::full, false);
  if (rows_needed(sections) > last - first) {
    first = 1;
    sections = intro_sections(desk, deal, Head::no_acts, false);
    if (rows_needed(sections) > last - first) {
      sections = intro_sections(desk, deal, Head::title_only, false);
    }
  }
  const int needed = rows_needed(sections);
  const bool gaps = needed + static_cast<int>(sections.size()) - 1 <= last - first;
  int row = first;
  for (const Section& section : sections) {
    if (!section.heading.empty() && row < last) draw_heading(desk, row++, section.heading);
    for (const Row& draw : section.rows) {
      if (row >= last) break;
      draw(row++);
    }
    if (gaps) ++row;
  }
  draw_message(desk, message, styled(Tone::accent));
  draw_footer(desk.screen, desk.glyphs, hints);
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
  auto draw = [&] {
    draw_intro(desk, deal, message.empty() ? ready : message,
               fit_hints(desk.screen, desk.glyphs, hints, 1));
  };
  const auto read_deal = [&](const Key& key) -> std::optional<Leave> {
    if (deal.heading.empty() || !(key.is(U'd') || key.is(U'D'))) return std::nullopt;
    return show_deal(desk, deal);
  };
  if (const auto exit = wait_for_enter(desk, draw, message,
                                       "Enter begins the act; ? lists the keys.", read_deal)) {
    return *exit;
  }
  cp::enter_district(desk.run);
  desk.save();
  return Exit::moved;
}

Leave show_table_page(Desk& desk) {
  const DealShown deal = table_deal(desk);
  auto draw = [&] {
    draw_intro(desk, deal, "This act's table, its stakes and your perks.", {"any key: back"});
  };
  const Key key = next_key(desk.screen, desk.glyphs, draw);
  return key.kind == Key::Kind::interrupt ? Leave::interrupted : Leave::back;
}

}  // namespace gavel::ui::campaign_screens
