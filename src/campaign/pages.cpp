#include "gavel/campaign/pages.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iterator>
#include <numeric>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/campaign/words.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {

namespace {

// A trait far from an even 5 says something about a rival: the word for its high or
// low end.
struct TraitWords {
  int Traits::*trait;
  const char* high;
  const char* low;
};

constexpr TraitWords trait_words[] = {
    {&Traits::greed, "greedy", "frugal"},           {&Traits::nerve, "bold", "cautious"},
    {&Traits::bluff, "a bluffer", "plain-dealing"}, {&Traits::patience, "patient", "hasty"},
    {&Traits::grudge, "vindictive", "forgiving"},
};

// The stakes of a chapter that pays by its own rules: Auction Auction's, by hands.
std::vector<std::string> hand_stakes(const Run& run) {
  std::vector<std::string> lines = {
      "Best hand: +" + garnets(3) + " and tokens of life refilled. Worst hand: -1 token.",
      "Three of a Kind or better +2 garnets, Two Pair +1; all at 4+ cubes: +1."};
  if (run.last_act()) {
    lines.push_back("Only the best hand wins the run; else -1 token and the house deals again.");
  }
  lines.push_back("Rivals remember your promises, kept or broken, for the rest of the run.");
  return lines;
}

// Lines of calm, one for each Quiet Room.
constexpr const char* calm[] = {
    "A clock ticks somewhere. Nobody here is selling anything.",
    "Dust turns slowly in a shaft of light. You catch your breath.",
    "A bench, a window, the far murmur of the auction houses. You sit a while.",
    "Rain on the roof. For a minute the district forgets you.",
    "Someone has left a cup of tea here, still warm. You leave it be.",
    "An old poster for an auction long over peels from the wall.",
};

}  // namespace

std::string seat_name(const Content& content, const std::string& id, std::size_t seat) {
  if (seat == 0) return "You";
  if (const Rival* rival = content.roster.find(id)) return rival->name;
  return "Seat " + std::to_string(seat);
}

std::string temperament(const Traits& traits, int width) {
  std::vector<const TraitWords*> telling;
  for (const TraitWords& words : trait_words) {
    if (std::abs(traits.*words.trait - 5) >= 2) telling.push_back(&words);
  }
  // The most marked traits first; three words at most.
  std::stable_sort(telling.begin(), telling.end(), [&](const TraitWords* a, const TraitWords* b) {
    return std::abs(traits.*a->trait - 5) > std::abs(traits.*b->trait - 5);
  });
  if (telling.empty()) return "even-tempered";
  std::string text;
  for (const TraitWords* words : telling) {
    const std::string word = traits.*words->trait > 5 ? words->high : words->low;
    const std::string longer = text.empty() ? word : text + ", " + word;
    if (!text.empty() && static_cast<int>(longer.size()) > width) break;
    text = longer;
  }
  return text;
}

std::string rival_words(const Run& run, const Rival& rival, const Traits& temper, int width) {
  if (!rival_thinks(rival, run.ascension)) return temperament(temper, width);
  const std::string thinks = "thinks, ";
  return thinks + temperament(temper, width - static_cast<int>(thinks.size()));
}

std::string thinkers_line(const Run& run, const std::vector<Rival>& rivals) {
  std::vector<std::string> names;
  for (const Rival& rival : rivals) {
    if (rival_thinks(rival, run.ascension)) names.push_back(rival.name);
  }
  if (names.empty()) return "";
  const std::string plural = " think: they play their moves out before making them.";
  if (names.size() == rivals.size()) return "All of them" + plural;
  if (names.size() == 1)
    return names.front() + " thinks: it plays its moves out before making them.";
  return and_list(names) + plural;
}

std::string return_mark(const Run& run, const std::string& rival) {
  const int grudge = run.grudge_of(rival);
  if (grudge > 0) return "grudge " + std::to_string(grudge);
  const std::vector<std::string> met = met_rivals(run);
  return std::find(met.begin(), met.end(), rival) == met.end() ? "new" : "met before";
}

std::string acts_line(const Run& run) {
  std::string line =
      "Act " + std::to_string(run.act + 1) + " of " + std::to_string(run.chapters.size());
  for (std::size_t i = 0; i < run.chapters.size(); ++i)
    line += (i == 0 ? ": " : ", then ") + chapter_title(run.chapters[i]);
  return line;
}

std::string table_title(const Run& run) {
  // The table deals again at the last act when a result of this act is already in.
  const bool again = !run.results.empty() && run.results.back().chapter == run.chapter() &&
                     static_cast<int>(run.results.size()) > run.act;
  const std::string title = chapter_title(run.chapter());
  return again ? title + ": the house deals again" : title;
}

std::vector<std::string> stakes_words(const Run& run, const Content& content) {
  const int half = run.table.players / 2;
  std::vector<std::string> lines;
  if (act_chapter(run).payout) {
    lines = hand_stakes(run);
  } else if (run.last_act()) {
    lines.push_back("Only 1st place, alone or shared, wins the run (and earns " +
                    garnets(first_place_garnets) + ").");
    // One row at 80 columns, so act 5's page keeps its aliens and the ascension.
    lines.push_back("Any other place: -1 token; the house deals again, after a short district.");
  } else {
    lines.push_back("1st place: +" + garnets(first_place_garnets) +
                    " and a token of life (you hold " + std::to_string(max_tokens) + " at most).");
    if (half >= 2) {
      const std::string places = half == 2 ? "2nd place" : "2nd to " + ordinal(half) + " place";
      lines.push_back(upper_half_pays(run.ascension)
                          ? places + ": +" + garnets(upper_half_garnets) + "."
                          : places + ": nothing (only 1st place earns garnets at this ascension).");
    }
    lines.push_back("Last place: -1 token of life.");
  }
  int bonus = 0;
  bool soft_landing = false;
  for (const std::string& id : run.perks) {
    const Perk* perk = content.perk(id);
    if (perk == nullptr) continue;
    if (perk->effect == PerkEffect::garnet_bonus) bonus += perk->amount;
    if (perk->effect == PerkEffect::soft_landing) soft_landing = true;
  }
  if (bonus > 0) {
    lines.push_back("Your perks add +" + garnets(bonus) + " for places 1 to " +
                    std::to_string(std::max(half, 1)) + ".");
  }
  if (soft_landing)
    lines.push_back("Soft Landing: the next place that would cost a token costs none.");
  if (!run.table.rivals.empty() && !act_chapter(run).payout) {
    // What a grudge does, in one line: it brings them back (table.h), and sharper.
    lines.push_back("Rivals you beat hold a grudge: two at most return, sharper and greedier.");
  }
  return lines;
}

std::vector<std::string> bring_words(const Run& run, const Content& content) {
  const Chapter& chapter = act_chapter(run);
  const auto reads = [&](const std::string& boon) { return chapter.reads(boon); };
  std::vector<std::string> here;
  std::vector<std::string> later;
  std::vector<std::string> spent;  // by name alone: where they acted no longer matters
  for (const std::string& id : run.perks) {
    const Perk* perk = content.perk(id);
    if (perk == nullptr) continue;
    if (perk_spent(run, *perk)) {
      spent.push_back(perk->name);
      continue;
    }
    if (!is_boon(perk->effect)) {
      here.push_back(perk->name + " (every table)");
      continue;
    }
    const std::string boon = perk_effect_name(perk->effect);
    const bool listed =
        std::find(perk->chapters.begin(), perk->chapters.end(), chapter.id) != perk->chapters.end();
    if (listed && reads(boon)) {
      here.push_back(perk->name + " (" + boon_words(boon, perk->amount, chapter.id) + ")");
    } else {
      later.push_back(perk->name + " (" + perk_reach(run, *perk) + ")");
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
  if (!spent.empty()) lines.push_back("Spent, their tables behind you: " + and_list(spent) + ".");
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

std::string ascension_words(const Run& run) {
  std::vector<std::string> names;
  for (const std::string& modifier : ascension_modifiers(run.ascension))
    names.push_back(modifier.substr(0, modifier.find(':')));
  return names.empty() ? "" : and_list(names) + ".";
}

std::string room_words(const Run& run, const Content& content, RoomKind kind) {
  switch (kind) {
    case RoomKind::entrance:
      return "Where you came in. The way back is closed.";
    case RoomKind::black_market:
      return "Three perks for sale: some help at a chapter's table, some act on the run. You "
             "have " +
             garnets(run.garnets) + ".";
    case RoomKind::rumour:
      return "Somebody has a story and a choice for you. A choice may cost garnets or take a "
             "chance, but never your last token of life.";
    case RoomKind::pawnshop:
      return "Pawn a token of life for " + garnets(pawn_garnets) + ", or buy one back for " +
             std::to_string(redeem_garnets) + ".";
    case RoomKind::quiet_room:
      return "Nothing happens here: a breather on the way.";
    case RoomKind::auction_house: {
      std::vector<std::string> names;
      for (const std::string& id : run.table.rivals)
        names.push_back(seat_name(content, id, 1));
      const std::string against = names.empty()
                                      ? std::to_string(run.table.players - 1) + " computer players"
                                      : and_list(names);
      return "The act's table: " + chapter_title(run.chapter()) + " against " + against +
             ". Walking in sits you down to play it out.";
    }
  }
  return "";
}

std::string bought_words(const Run& run, const Content& content, const Perk& perk) {
  if (perk.effect == PerkEffect::token) return "You gain a token of life.";
  if (perk.effect == PerkEffect::reroll) {
    std::vector<std::string> names;
    for (const std::string& id : run.table.rivals)
      names.push_back(seat_name(content, id, 1));
    return "The table is drawn again: " + and_list(names) + ".";
  }
  return "You bought " + perk.name + ".";
}

std::string calm_words(const Run& run) {
  const std::size_t lines = std::size(calm);
  return calm[(run.seed + static_cast<std::uint64_t>(run.room)) % lines];
}

int enter_choice(const Rumour& rumour) {
  const auto first = [&](const auto& wanted) {
    const auto found = std::find_if(rumour.choices.begin(), rumour.choices.end(), wanted);
    return found == rumour.choices.end() ? -1 : static_cast<int>(found - rumour.choices.begin());
  };
  const int idle = first([](const Choice& choice) {
    return choice.free() && choice.effects.empty() && choice.otherwise.empty();
  });
  if (idle >= 0) return idle;
  return std::max(0, first([](const Choice& choice) { return choice.free(); }));
}

std::vector<std::size_t> by_place(const ChapterResult& result) {
  std::vector<std::size_t> order(result.places.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return result.places[a] < result.places[b];
  });
  return order;
}

std::string score_words(const ChapterResult& result, std::size_t seat) {
  const Chapter* chapter = find_chapter(result.chapter);
  return chapter != nullptr && chapter->score_words ? chapter->score_words(result.scores[seat])
                                                    : std::to_string(result.scores[seat]);
}

std::string earned_words(const Run& run) {
  const ChapterResult& result = run.results.back();
  const Chapter* chapter = find_chapter(result.chapter);
  if (chapter != nullptr && chapter->payout) {
    // Paid by its own rules: the sums, then its reasons (which the page lists).
    std::vector<std::string> parts;
    if (result.garnets > 0) parts.push_back("you earn " + garnets(result.garnets));
    if (result.garnets < 0) parts.push_back("you spend " + garnets(-result.garnets) + " net");
    if (result.tokens > 0) parts.push_back("gain " + tokens(result.tokens));
    if (result.tokens < 0) parts.push_back("lose " + tokens(-result.tokens));
    std::string text = parts.empty() ? "Nothing changes hands" : and_list(parts);
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text + ":";
  }
  std::vector<std::string> earned;
  std::vector<std::string> lost;
  if (result.garnets > 0) earned.push_back(garnets(result.garnets));
  if (result.tokens > 0) earned.push_back("a token of life");
  if (result.tokens < 0) lost.push_back("a token of life");
  const bool first = result.places.front() == 1;
  const int worst = *std::max_element(result.places.begin(), result.places.end());
  const bool costs_token = !first && (result.places.front() == worst || run.last_act());
  std::string text;
  if (!earned.empty()) text = "You earn " + and_list(earned);
  if (!lost.empty()) text += (text.empty() ? "You lose " : " and lose ") + and_list(lost);
  if (text.empty()) text = "You earn nothing";
  text += ".";
  if (first && result.tokens == 0) text += " (You hold the most tokens you can.)";
  if (costs_token && result.tokens == 0) text += " Your Soft Landing kept your token.";
  return text;
}

std::string grudge_words(const Run& run, const Content& content) {
  const ChapterResult& result = run.results.back();
  const int place = result.places.front();
  std::vector<std::string> below;
  for (std::size_t seat = 1; seat < result.seats.size(); ++seat) {
    if (!result.seats[seat].empty() && result.places[seat] > place)
      below.push_back(seat_name(content, result.seats[seat], seat));
  }
  if (below.empty()) return "";
  if (below.size() > 3) {
    return std::to_string(below.size()) +
           " rivals finished below you and now hold a grudge: sharper and greedier against you "
           "from now on.";
  }
  return and_list(below) + " finished below you and now " + (below.size() == 1 ? "holds" : "hold") +
         " a grudge: sharper and greedier against you from now on.";
}

std::string next_words(const Run& run) {
  const bool first = run.results.back().places.front() == 1;
  if (run.tokens <= 0)
    return "No tokens of life are left: the run is lost. Enter: the end of the run.";
  if (run.last_act() && first) {
    return "First place at the last table: the run is won! Enter: the end of the run.";
  }
  if (run.last_act())
    return "Only first place wins here: the house deals again. Enter: a new table.";
  return "Enter: on to act " + std::to_string(run.act + 2) + ", " +
         chapter_title(run.chapters[static_cast<std::size_t>(run.act + 1)]) + ".";
}

}  // namespace gavel::campaign
