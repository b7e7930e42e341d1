#include "gavel/ai/roster.h"

#include <algorithm>

#include "gavel/core/content.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel {
namespace {

// Lines go on an 80-column board beside the speaker's name.
constexpr std::size_t max_line_length = 70;
constexpr std::size_t max_name_length = 24;

bool printable(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= ' ' && c <= '~'; });
}

bool id_text(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  });
}

template <class Named>
Named one_of(ContentEntry& entry, const char* field, int count, const char* (*name_of)(Named)) {
  const std::string text = entry.text(field);
  std::string choices;
  for (int i = 0; i < count; ++i) {
    const auto candidate = static_cast<Named>(i);
    if (text == name_of(candidate)) return candidate;
    choices += (i == 0 ? "" : ", ") + std::string(name_of(candidate));
  }
  entry.fail(field, "must be one of " + choices + " (not " + quote_input(text) + ")");
}

Traits read_traits(ContentEntry& entry) {
  Traits traits;
  traits.greed = entry.integer("greed", 0, max_trait);
  traits.nerve = entry.integer("nerve", 0, max_trait);
  traits.bluff = entry.integer("bluff", 0, max_trait);
  traits.patience = entry.integer("patience", 0, max_trait);
  traits.grudge = entry.integer("grudge", 0, max_trait);
  traits.partner_affinity = entry.integer("partner_affinity", 0, max_trait);
  traits.skill = entry.integer_or("skill", 0, max_trait, max_trait);
  return traits;
}

void read_talk(ContentEntry& entry, Rival& rival) {
  entry.each("talk", [&](ContentEntry& said) {
    const Situation situation =
        one_of<Situation>(said, "situation", situation_count, situation_name);
    auto& lines = rival.talk[static_cast<std::size_t>(situation)];
    if (!lines.empty()) {
      said.fail("situation", std::string("'") + situation_name(situation) + "' is given twice");
    }
    lines = said.texts("lines");
    if (lines.empty()) said.fail("lines", "must hold at least one line");
    for (const std::string& line : lines) {
      if (line.empty() || line.size() > max_line_length || !printable(line)) {
        said.fail("lines", "must be 1.." + std::to_string(max_line_length) +
                               " printable ASCII characters each (not " + quote_input(line, '"') +
                               ")");
      }
    }
  });
  for (int i = 0; i < situation_count; ++i) {
    const auto situation = static_cast<Situation>(i);
    if (rival.lines(situation).empty()) {
      entry.fail("talk", std::string("has no lines for '") + situation_name(situation) + "'");
    }
  }
}

}  // namespace

const Rival* Roster::find(std::string_view id) const {
  const auto found = std::find_if(rivals.begin(), rivals.end(),
                                  [&](const Rival& rival) { return rival.id == id; });
  return found == rivals.end() ? nullptr : &*found;
}

Roster read_roster(const std::filesystem::path& file) {
  Roster roster;
  roster.file = file;
  read_content(file, [&](ContentEntry& top) {
    top.each("rivals", [&](ContentEntry& entry) {
      Rival rival;
      rival.id = entry.text("id");
      if (!id_text(rival.id)) entry.fail("id", "may hold only a-z, 0-9 and '-'");
      // Rivals are agents by their ids, beside the built-in ones.
      if (rival.id == "random" || rival.id == "scripted") {
        entry.fail("id", "'" + rival.id + "' is the name of a built-in agent");
      }
      if (roster.find(rival.id) != nullptr) entry.fail("id", "is used by an earlier rival too");
      rival.name = entry.text("name");
      if (rival.name.size() > max_name_length || !printable(rival.name)) {
        entry.fail("name",
                   "must be 1.." + std::to_string(max_name_length) + " printable ASCII characters");
      }
      const std::string glyph = entry.text("glyph");
      if (glyph.size() != 1 || glyph[0] == ' ' || !printable(glyph)) {
        entry.fail("glyph", "must be one printable ASCII character other than a space");
      }
      rival.glyph = glyph[0];
      for (const Rival& earlier : roster.rivals) {
        if (earlier.glyph == rival.glyph) entry.fail("glyph", "is " + earlier.id + "'s already");
      }
      rival.colour = one_of<Colour>(entry, "colour", colour_count, colour_name);
      rival.traits = read_traits(entry);
      rival.thinks = entry.flag_or("thinks", false);
      read_talk(entry, rival);
      roster.rivals.push_back(std::move(rival));
    });
    if (roster.rivals.empty()) top.fail("rivals", "must list at least one rival");
  });
  return roster;
}

Roster load_roster(const std::filesystem::path& content_dir) {
  Roster roster = read_roster(content_dir / "rivals.json");
  if (roster.rivals.size() < static_cast<std::size_t>(most_rivals_at_a_table)) {
    throw Error(quote_path(roster.file.string()) + ": rivals lists " +
                std::to_string(roster.rivals.size()) +
                " rivals, and a table of Auction Auction seats " +
                std::to_string(most_rivals_at_a_table));
  }
  return roster;
}

std::vector<Rival> draw_table(const Roster& roster, std::uint64_t seed, int count,
                              std::uint64_t table) {
  const std::size_t wanted = static_cast<std::size_t>(std::max(count, 0));
  if (wanted > roster.rivals.size()) {
    throw Error((roster.file.empty() ? std::string() : quote_path(roster.file.string()) + ": ") +
                "a table of " + std::to_string(wanted) + " rivals needs more than the " +
                std::to_string(roster.rivals.size()) + " rivals listed");
  }
  // The first `wanted` places of a Fisher-Yates shuffle: distinct, each equally likely.
  Rng seating(seed, Stream::seating, table);
  std::vector<std::size_t> order(roster.rivals.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::vector<Rival> drawn;
  for (std::size_t i = 0; i < wanted; ++i) {
    const std::size_t pick = i + static_cast<std::size_t>(seating.below(order.size() - i));
    std::swap(order[i], order[pick]);
    drawn.push_back(roster.rivals[order[i]]);
  }
  return drawn;
}

const char* colour_name(Colour colour) {
  switch (colour) {
    case Colour::red:
      return "red";
    case Colour::green:
      return "green";
    case Colour::yellow:
      return "yellow";
    case Colour::blue:
      return "blue";
    case Colour::magenta:
      return "magenta";
    case Colour::cyan:
      return "cyan";
    case Colour::white:
      return "white";
  }
  return "white";
}

const char* situation_name(Situation situation) {
  switch (situation) {
    case Situation::greeting:
      return "greeting";
    case Situation::win_lot:
      return "win_lot";
    case Situation::lose_lot:
      return "lose_lot";
    case Situation::pass:
      return "pass";
    case Situation::lowball:
      return "lowball";
    case Situation::game_won:
      return "game_won";
    case Situation::game_lost:
      return "game_lost";
  }
  return "greeting";
}

std::string talk_key(const Rival& rival, const std::string& line) {
  return rival.id + ": " + line;
}

const std::string& TableTalk::line(const Rival& rival, Situation situation) {
  static const std::string silence;  // nothing left to say, or built by hand with nothing
  std::vector<const std::string*> fresh;
  for (const std::string& line : rival.lines(situation)) {
    if (std::find(said_.begin(), said_.end(), talk_key(rival, line)) == said_.end())
      fresh.push_back(&line);
  }
  if (fresh.empty()) return silence;
  const auto pick = rng_.below(fresh.size());
  const std::string& line = *fresh[pick];
  said_.push_back(talk_key(rival, line));
  return line;
}

bool TableTalk::speaks(int one_in) {
  if (one_in <= 1) return true;
  return rng_.below(static_cast<std::uint64_t>(one_in)) == 0;
}

std::size_t TableTalk::pick(std::size_t count) {
  if (count <= 1) return 0;
  return static_cast<std::size_t>(rng_.below(count));
}

}  // namespace gavel
