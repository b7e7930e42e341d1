#include "gavel/campaign/autopilot.h"

#include <algorithm>

#include "gavel/ai/agents.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"

namespace gavel::campaign {
namespace {

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

void walk_on(Run& run, const Content& content) {
  const std::vector<int> ways = ways_on(run);
  const auto best = std::max_element(ways.begin(), ways.end(), [&](int a, int b) {
    return room_worth(run, run.district.rooms[static_cast<std::size_t>(a)].kind) <
           room_worth(run, run.district.rooms[static_cast<std::size_t>(b)].kind);
  });
  walk(run, content, *best);
}

// Buys the best perk on offer it can afford, one at a time; leaves when none is worth it.
void shop(Run& run, const Content& content) {
  const Perk* best = nullptr;
  for (const std::string& id : run.offers) {
    const Perk* perk = content.perk(id);
    if (!why_not_buy(run, content, id).empty() || perk_worth(run, *perk) <= 0) continue;
    if (best == nullptr || perk_worth(run, *perk) > perk_worth(run, *best)) best = perk;
  }
  if (best != nullptr) {
    buy(run, content, best->id);
  } else {
    leave_room(run);
  }
}

void hear_rumour(Run& run, const Content& content) {
  if (run.rumour.chosen >= 0) return leave_room(run);
  const Rumour& rumour = current_rumour(run, content);
  int best = -1;
  for (int choice = 0; choice < static_cast<int>(rumour.choices.size()); ++choice) {
    if (!why_not_choose(run, content, choice).empty()) continue;
    if (best < 0 || choice_worth(rumour.choices[static_cast<std::size_t>(choice)]) >
                        choice_worth(rumour.choices[static_cast<std::size_t>(best)]))
      best = choice;
  }
  if (best < 0) throw Error("a rumour left no choice open");  // every rumour has a free choice
  choose(run, content, best);
}

void visit_pawnshop(Run& run) {
  if (run.tokens < 2 && why_not_trade(run, Trade::redeem_token).empty()) {
    trade(run, Trade::redeem_token);
  } else {
    leave_room(run);
  }
}

void play_table(Run& run, const Content& content, const std::filesystem::path& content_dir,
                const AfterMove& after_move) {
  const Chapter& chapter = act_chapter(run);
  TablePlay table(run, content, content_dir,
                  make_agent(chapter, default_agent(chapter), content_dir));
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

void autoplay(Run& run, const Content& content, const std::filesystem::path& content_dir,
              const AfterMove& after_move) {
  while (!run.over()) {
    switch (run.stage) {
      case Stage::intro:
        enter_district(run);
        break;
      case Stage::walking:
        walk_on(run, content);
        break;
      case Stage::black_market:
        shop(run, content);
        break;
      case Stage::rumour:
        hear_rumour(run, content);
        break;
      case Stage::pawnshop:
        visit_pawnshop(run);
        break;
      case Stage::quiet_room:
        leave_room(run);
        break;
      case Stage::table:
        play_table(run, content, content_dir, after_move);
        break;
      case Stage::results:
        move_on(run, content);
        break;
      case Stage::won:
      case Stage::lost:
        break;
    }
    if (after_move) after_move(run);
  }
}

}  // namespace gavel::campaign
