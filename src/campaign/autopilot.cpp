#include "gavel/campaign/autopilot.h"

#include <algorithm>
#include <array>

#include "gavel/ai/agents.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel::campaign {
namespace {

// The rooms an item may name, as the command line spells them.
struct RoomWord {
  RoomKind kind;
  const char* word;
};
constexpr std::array<RoomWord, 4> room_words = {{{RoomKind::black_market, "black-market"},
                                                 {RoomKind::rumour, "rumour"},
                                                 {RoomKind::pawnshop, "pawnshop"},
                                                 {RoomKind::quiet_room, "quiet-room"}}};

// The autopilot's next move off the tables: decided first, then made, so that a
// leaning's sway and what a move takes can be told before the run changes.
struct Pick {
  enum class Kind : std::uint8_t { walk, buy, choose, redeem, leave };
  Kind kind = Kind::leave;
  int index = -1;    // the room walked into, the rumour's choice
  std::string perk;  // the perk bought

  bool operator==(const Pick&) const = default;
};

RoomKind kind_of(const Run& run, int room) {
  return run.district.rooms[static_cast<std::size_t>(room)].kind;
}

// How much a room is worth walking into, as the run stands.
int room_worth(const Run& run, RoomKind kind) {
  switch (kind) {
    case RoomKind::black_market:
      return run.garnets >= 3 ? 4 : 1;
    case RoomKind::rumour:
      return 3;
    case RoomKind::pawnshop:
      return run.tokens < 2 && run.garnets >= redeem_garnets ? 5 : 1;
    default:
      return 2;
  }
}

// A perk's worth: a token when short of them, else what helps the tables to come.
int perk_worth(const Run& run, const Perk& perk) {
  switch (perk.effect) {
    case PerkEffect::token:
      return run.tokens < 2 ? 10 : 2;
    case PerkEffect::soft_landing:
      return run.tokens < 2 ? 6 : 3;
    case PerkEffect::reroll:
      return 0;
    case PerkEffect::garnet_bonus:
      return run.last_act() ? 0 : 3;
    default:
      break;
  }
  int tables = 0;
  for (std::size_t act = static_cast<std::size_t>(run.act); act < run.chapters.size(); ++act) {
    tables +=
        static_cast<int>(std::count(perk.chapters.begin(), perk.chapters.end(), run.chapters[act]));
  }
  return 2 * tables;
}

int effects_worth(const std::vector<Effect>& effects) {
  int worth = 0;
  for (const Effect& effect : effects) {
    switch (effect.kind) {
      case Effect::Kind::garnets:
        worth += 2 * effect.amount;
        break;
      case Effect::Kind::tokens:
        worth += 8 * effect.amount;
        break;
      case Effect::Kind::grudge:
      case Effect::Kind::rival_skill:
        worth -= effect.amount;
        break;
      case Effect::Kind::perk:
      case Effect::Kind::boon:
        worth += 3;
        break;
      case Effect::Kind::reroll:
        break;
    }
  }
  return worth;
}

// A choice's worth in hundredths: its effects weighed by their chance, less its cost.
int choice_worth(const Choice& choice) {
  return choice.chance * effects_worth(choice.effects) +
         (100 - choice.chance) * effects_worth(choice.otherwise) - 200 * choice.cost;
}

// The leaning when it is about this kind of item, else none.
const Leaning* leaning_on(const Leaning* leaning, Item::Kind kind) {
  return leaning != nullptr && leaning->item.kind == kind ? leaning : nullptr;
}

Pick walk_on(const Run& run, const Leaning* leaning) {
  std::vector<int> ways = ways_on(run);
  if (const Leaning* rooms = leaning_on(leaning, Item::Kind::room)) {
    std::vector<int> kept;
    std::copy_if(ways.begin(), ways.end(), std::back_inserter(kept),
                 [&](int room) { return (kind_of(run, room) == rooms->item.room) == rooms->take; });
    if (!kept.empty()) ways = std::move(kept);
  }
  const auto best = std::max_element(ways.begin(), ways.end(), [&](int a, int b) {
    return room_worth(run, kind_of(run, a)) < room_worth(run, kind_of(run, b));
  });
  return {Pick::Kind::walk, *best, {}};
}

// The best perk on offer it can afford, one at a time; leaves when none is worth it.
Pick shop(const Run& run, const Content& content, const Leaning* leaning) {
  const Leaning* perks = leaning_on(leaning, Item::Kind::perk);
  if (perks != nullptr && perks->take && why_not_buy(run, content, perks->item.id).empty()) {
    return {Pick::Kind::buy, -1, perks->item.id};
  }
  const Perk* best = nullptr;
  for (const std::string& id : run.offers) {
    if (perks != nullptr && !perks->take && id == perks->item.id) continue;
    const Perk* perk = content.perk(id);
    if (!why_not_buy(run, content, id).empty() || perk_worth(run, *perk) <= 0) continue;
    if (best == nullptr || perk_worth(run, *perk) > perk_worth(run, *best)) best = perk;
  }
  if (best == nullptr) return {};
  return {Pick::Kind::buy, -1, best->id};
}

Pick hear_rumour(const Run& run, const Content& content, const Leaning* leaning) {
  if (run.rumour.chosen >= 0) return {};
  const Rumour& rumour = current_rumour(run, content);
  const Leaning* answers = leaning_on(leaning, Item::Kind::answer);
  if (answers != nullptr && answers->item.id != rumour.id) answers = nullptr;
  const auto open = [&](int choice) { return why_not_choose(run, content, choice).empty(); };
  if (answers != nullptr && answers->take && open(answers->item.choice)) {
    return {Pick::Kind::choose, answers->item.choice, {}};
  }
  int best = -1;
  for (int choice = 0; choice < static_cast<int>(rumour.choices.size()); ++choice) {
    if (!open(choice)) continue;
    if (answers != nullptr && !answers->take && choice == answers->item.choice) continue;
    if (best < 0 || choice_worth(rumour.choices[static_cast<std::size_t>(choice)]) >
                        choice_worth(rumour.choices[static_cast<std::size_t>(best)]))
      best = choice;
  }
  // A rumour needs an answer: the one passed over, when it is all that is open.
  if (best < 0 && answers != nullptr && open(answers->item.choice)) best = answers->item.choice;
  if (best < 0) throw Error("a rumour left no choice open");  // every rumour has a free choice
  return {Pick::Kind::choose, best, {}};
}

Pick visit_pawnshop(const Run& run) {
  if (run.tokens < 2 && why_not_trade(run, Trade::redeem_token).empty()) {
    return {Pick::Kind::redeem, -1, {}};
  }
  return {};
}

// Only at a choice off the tables: walking, or in a room.
Pick decide(const Run& run, const Content& content, const Leaning* leaning) {
  switch (run.stage) {
    case Stage::walking:
      return walk_on(run, leaning);
    case Stage::black_market:
      return shop(run, content, leaning);
    case Stage::rumour:
      return hear_rumour(run, content, leaning);
    case Stage::pawnshop:
      return visit_pawnshop(run);
    default:
      return {};
  }
}

bool at_choice(const Run& run) {
  return run.stage == Stage::walking || run.stage == Stage::black_market ||
         run.stage == Stage::rumour || run.stage == Stage::pawnshop ||
         run.stage == Stage::quiet_room;
}

bool takes(const Run& run, const Pick& pick, const Item& item) {
  switch (pick.kind) {
    case Pick::Kind::walk:
      return item.kind == Item::Kind::room && kind_of(run, pick.index) == item.room;
    case Pick::Kind::buy:
      return item.kind == Item::Kind::perk && pick.perk == item.id;
    case Pick::Kind::choose:
      return item.kind == Item::Kind::answer && run.rumour.id == item.id &&
             pick.index == item.choice;
    default:
      return false;
  }
}

void make(Run& run, const Content& content, const Pick& pick) {
  switch (pick.kind) {
    case Pick::Kind::walk:
      return walk(run, content, pick.index);
    case Pick::Kind::buy:
      return buy(run, content, pick.perk);
    case Pick::Kind::choose:
      return choose(run, content, pick.index);
    case Pick::Kind::redeem:
      return trade(run, Trade::redeem_token);
    case Pick::Kind::leave:
      return leave_room(run);
  }
}

void play_table(Run& run, const Content& content, const std::filesystem::path& content_dir,
                const Steering& steering) {
  const Chapter& chapter = act_chapter(run);
  const bool searches = steering.agent == "search" && can_search(chapter);
  TablePlay table(run, content, content_dir,
                  make_agent(chapter, searches ? "search" : default_agent(chapter), content_dir));
  const AfterMove& after_move = steering.after_move;
  while (table.match().step()) {
    // Keeping the game in the run costs a copy of its history a move: only for a caller
    // who looks.
    if (after_move) {
      table.record();
      after_move(run);
    }
  }
  table.finish();
}

}  // namespace

std::string item_name(const Item& item) {
  switch (item.kind) {
    case Item::Kind::perk:
      return "perk:" + item.id;
    case Item::Kind::answer:
      return "answer:" + item.id + "/" + std::to_string(item.choice + 1);
    case Item::Kind::room:
      break;
  }
  for (const RoomWord& room : room_words) {
    if (room.kind == item.room) return std::string("room:") + room.word;
  }
  return "room:?";
}

Item read_item(const Content& content, std::string_view name) {
  const auto after = [&](std::string_view prefix) -> std::optional<std::string_view> {
    if (name.substr(0, prefix.size()) != prefix) return std::nullopt;
    return name.substr(prefix.size());
  };
  if (const auto id = after("perk:")) {
    if (content.perk(*id) == nullptr) throw Error("no perk " + quote_input(*id) + " in perks.json");
    return {Item::Kind::perk, std::string(*id), 0, RoomKind::quiet_room};
  }
  if (const auto answer = after("answer:")) {
    const std::string_view id = answer->substr(0, answer->find('/'));
    const Rumour* rumour = content.rumour(id);
    if (rumour == nullptr) throw Error("no rumour " + quote_input(id) + " in events.json");
    const int choices = static_cast<int>(rumour->choices.size());
    const auto number = parse_integer(answer->substr(std::min(answer->size(), id.size() + 1)));
    if (id.size() == answer->size() || !number || *number < 1 || *number > choices) {
      throw Error("the rumour " + quote_input(id) + " has answers 1 to " + std::to_string(choices) +
                  ": name one as answer:" + std::string(id) + "/N");
    }
    return {Item::Kind::answer, std::string(id), static_cast<int>(*number - 1),
            RoomKind::quiet_room};
  }
  if (const auto word = after("room:")) {
    for (const RoomWord& room : room_words) {
      if (*word == room.word) return {Item::Kind::room, {}, 0, room.kind};
    }
    throw Error("no room " + quote_input(*word) +
                " (rooms: black-market, rumour, pawnshop, quiet-room)");
  }
  throw Error(
      quote_input(name) +
      " is not an item: perk:ID, answer:RUMOUR/N or room:KIND, as gavel balance lists them");
}

std::vector<Item> every_item(const Content& content) {
  std::vector<Item> items;
  for (const Perk& perk : content.perks)
    items.push_back({Item::Kind::perk, perk.id, 0, RoomKind::quiet_room});
  for (const Rumour& rumour : content.rumours) {
    for (int choice = 0; choice < static_cast<int>(rumour.choices.size()); ++choice)
      items.push_back({Item::Kind::answer, rumour.id, choice, RoomKind::quiet_room});
  }
  for (const RoomWord& room : room_words)
    items.push_back({Item::Kind::room, {}, 0, room.kind});
  return items;
}

void autoplay(Run& run, const Content& content, const std::filesystem::path& content_dir,
              const AfterMove& after_move) {
  autoplay(run, content, content_dir, Steering{{}, {}, after_move, {}});
}

int autoplay(Run& run, const Content& content, const std::filesystem::path& content_dir,
             const Steering& steering) {
  const Leaning* leaning = steering.leaning ? &*steering.leaning : nullptr;
  int taken = 0;
  while (!run.over()) {
    switch (run.stage) {
      case Stage::intro:
        enter_district(run);
        break;
      case Stage::table:
        play_table(run, content, content_dir, steering);
        break;
      case Stage::results:
        move_on(run, content);
        break;
      case Stage::won:
      case Stage::lost:
        break;
      default: {  // walking or in a room
        if (steering.before_choice) steering.before_choice(run);
        const Pick pick = decide(run, content, leaning);
        if (leaning != nullptr && takes(run, pick, leaning->item)) ++taken;
        make(run, content, pick);
        break;
      }
    }
    if (steering.after_move) steering.after_move(run);
  }
  return taken;
}

bool sways(const Run& run, const Content& content, const Leaning& leaning) {
  return at_choice(run) && decide(run, content, &leaning) != decide(run, content, nullptr);
}

bool plainly_takes(const Run& run, const Content& content, const Item& item) {
  return at_choice(run) && takes(run, decide(run, content, nullptr), item);
}

}  // namespace gavel::campaign
