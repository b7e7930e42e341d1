#include "gavel/core/chapter.h"

#include <algorithm>

#include "gavel/core/error.h"
#include "gavel/core/field_check.h"
#include "gavel/core/text.h"

namespace gavel {
namespace {

// Each boon's script name, its field, and the largest value it takes.
struct BoonField {
  const char* name;
  const char* member;  // as the field is named in a save, for messages
  int Boons::*number = nullptr;
  bool Boons::*flag = nullptr;
  int least = 0;
  int largest = 9;  // a yes-or-no boon's is 1 whatever this says
};

constexpr BoonField boon_fields[] = {
    {"extra-cards", "extra_cards", &Boons::extra_cards, nullptr},
    {"hand-limit", "hand_limit", &Boons::hand_limit, nullptr},
    {"peeks", "peeks", &Boons::peeks, nullptr},
    {"extra-money", "extra_money", &Boons::extra_money, nullptr},
    {"sees-money", "sees_money", nullptr, &Boons::sees_money},
    {"starts", "starts", nullptr, &Boons::starts},
    {"extra-income", "extra_income", &Boons::extra_income, nullptr},
    {"sealed-peek", "sealed_peek", nullptr, &Boons::sealed_peek},
    {"house-colours", "house_colours", &Boons::house_colours, nullptr, 0, 3},
    {"garnets", "garnets", &Boons::garnets, nullptr, -1, 999},
    // Five seats deal ten of the fourteen aliens: two more for the player still fit.
    {"extra-aliens", "extra_aliens", &Boons::extra_aliens, nullptr, 0, 2},
    {"known-flare", "known_flare", nullptr, &Boons::known_flare},
};

int least_of(const BoonField& field) {
  return field.number != nullptr ? field.least : 0;
}
int largest_of(const BoonField& field) {
  return field.number != nullptr ? field.largest : 1;
}

}  // namespace

std::vector<std::pair<std::string, int>> boon_values(const Boons& boons) {
  std::vector<std::pair<std::string, int>> values;
  for (const BoonField& field : boon_fields) {
    values.emplace_back(field.name, field.number != nullptr ? boons.*field.number
                                                            : static_cast<int>(boons.*field.flag));
  }
  return values;
}

void set_boon(Boons& boons, std::string_view name, int value) {
  for (const BoonField& field : boon_fields) {
    if (name != field.name) continue;
    if (value < least_of(field) || value > largest_of(field)) {
      throw Error("the boon " + quote_input(name) + " is a number from " +
                  std::to_string(least_of(field)) + " to " + std::to_string(largest_of(field)));
    }
    if (field.number != nullptr) {
      boons.*field.number = value;
    } else {
      boons.*field.flag = value == 1;
    }
    return;
  }
  std::string known;
  for (const BoonField& field : boon_fields)
    known += std::string(known.empty() ? "" : ", ") + field.name;
  throw Error("no boon named " + quote_input(name) + " (boons: " + known + ")");
}

void add_boon(Boons& boons, std::string_view name, int amount) {
  for (const BoonField& field : boon_fields) {
    if (name != field.name) continue;
    const int now = field.number != nullptr ? boons.*field.number : boons.*field.flag;
    set_boon(boons, name, std::clamp(now + amount, least_of(field), largest_of(field)));
    return;
  }
  set_boon(boons, name, 0);  // names no boon: says so
}

std::string option_list(const Chapter& chapter) {
  std::string text;
  for (const ChapterOption& option : chapter.options) {
    std::string values;
    for (const std::string& value : option.values)
      values += (values.empty() ? "" : " | ") + value;
    text += (text.empty() ? "" : "; ") + option.name + " = " + values;
  }
  return text;
}

namespace {

// The option `name` as `chapter` declares it, or null.
const ChapterOption* declared_option(const Chapter& chapter, const std::string& name) {
  const auto found = std::find_if(chapter.options.begin(), chapter.options.end(),
                                  [&](const ChapterOption& option) { return option.name == name; });
  return found == chapter.options.end() ? nullptr : &*found;
}

bool takes(const ChapterOption& option, const std::string& value) {
  return std::find(option.values.begin(), option.values.end(), value) != option.values.end();
}

}  // namespace

bool Chapter::reads(std::string_view boon) const {
  return std::find(boons.begin(), boons.end(), boon) != boons.end();
}

std::unique_ptr<State> Chapter::start(const Setup& setup,
                                      const std::filesystem::path& content_dir) const {
  if (setup.players < min_players || setup.players > max_players) {
    throw Error(title + " takes " + std::to_string(min_players) + " to " +
                std::to_string(max_players) + " players");
  }
  return open(setup, content_dir);
}

void check_options(const Chapter& chapter, const std::map<std::string, std::string>& options) {
  for (const auto& [name, value] : options) {
    const ChapterOption* declared = declared_option(chapter, name);
    if (declared != nullptr && takes(*declared, value)) continue;
    if (chapter.options.empty()) throw Error(chapter.title + " has no options");
    throw Error(chapter.title + " has no option " + quote_input(name + " = " + value) +
                " (its options: " + option_list(chapter) + ")");
  }
}

void check_boons(const Boons& boons, std::string_view field) {
  // The yes-or-no boons were read as bools, which the save reader refuses unless 0 or 1.
  for (const BoonField& boon : boon_fields) {
    if (boon.number == nullptr) continue;
    check_number(std::string(field) + "." + boon.member, boons.*boon.number, boon.least,
                 boon.largest,
                 "this boon is a number from " + range_words(boon.least, boon.largest));
  }
}

void check_setup(const Setup& setup, const Chapter& chapter, std::string_view field) {
  const std::string name(field);
  check_number(name + ".players", setup.players, chapter.min_players, chapter.max_players,
               chapter.title + " seats " + range_words(chapter.min_players, chapter.max_players) +
                   " players");
  for (const auto& [option, value] : setup.options) {
    const ChapterOption* declared = declared_option(chapter, option);
    const std::string at = name + ".options[" + quote_text(option) + "]";
    if (declared == nullptr) {
      refuse_field(at, "set",
                   chapter.options.empty()
                       ? chapter.title + " has no options"
                       : chapter.title + "'s options are " + option_list(chapter));
    }
    if (!takes(*declared, value)) {
      refuse_field(at, quote_text(value), chapter.title + "'s options are " + option_list(chapter));
    }
  }
  if (chapter.check_table) {
    try {
      chapter.check_table(setup);
    } catch (const Error& error) {
      refuse_field(name, "set up so", error.what());
    }
  }
  check_boons(setup.boons, name + ".boons");
}

}  // namespace gavel
