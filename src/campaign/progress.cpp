#include "gavel/campaign/progress.h"

#include <algorithm>

#include "gavel/campaign/ascension.h"
#include "gavel/campaign/run_checks.h"
#include "gavel/campaign/table.h"
#include "gavel/campaign/words.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"
#include "gavel/games/catalog.h"

namespace gavel::campaign {
namespace {

void require(const Run& run, Stage stage) {
  if (run.stage != stage) {
    throw Error(std::string("the run is ") + stage_name(run.stage) + ", not " + stage_name(stage));
  }
}

// Districts grow with the acts: 3 rooms on every path at first, 5 at most.
int district_depth(int act) {
  return std::min(3 + act, 5);
}

void tally(Run& run, std::string moment) {
  run.tallies.push_back({std::move(moment), run.tokens, run.garnets});
}

// A new act, or the last act's table dealt again: a new district (a short one, one
// column of rooms, when dealt again), a table drawn again and a new deal.
void deal_table(Run& run, const Content& content, bool dealt_again) {
  const Chapter& chapter = act_chapter(run);
  run.district =
      dealt_again ? make_short_district(run.rng) : make_district(run.rng, district_depth(run.act));
  run.room = run.district.entrance();
  run.bought.clear();
  const int draws = run.table.chapter == chapter.id ? run.table.draws + 1 : 0;
  run.table = ActTable();
  run.table.chapter = chapter.id;
  run.table.players = chapter.default_players;
  run.table.draws = draws;
  // Seeds stay small enough to type: the board shows them.
  run.table.seed = run.rng.next() % 1'000'000'000;
  draw_rivals(run, content);
  run.stage = Stage::intro;
}

// True when `chapters` is empty (the perk acts on the run) or names a chapter of this
// act or one still to come: the Black Market sells nothing for a table behind.
bool still_ahead(const Run& run, const std::vector<std::string>& chapters) {
  if (chapters.empty()) return true;
  return std::any_of(run.chapters.begin() + run.act, run.chapters.end(), [&](const auto& id) {
    return std::find(chapters.begin(), chapters.end(), id) != chapters.end();
  });
}

// True when every gift the rumour may give is read by a table still to come, so no
// choice of it offers a gift that nothing would use; and, for a rumour meant for some
// chapters, when each gift would go to a table of one of them (a gift goes to the
// first table ahead whose chapter reads it).
bool gifts_ahead(const Run& run, const Rumour& rumour) {
  const auto lands_well = [&](const std::string& boon) {
    const int act = gift_act(run, boon);
    if (act < 0) return false;
    const std::string& landing = run.chapters[static_cast<std::size_t>(act)];
    return rumour.chapters.empty() || std::find(rumour.chapters.begin(), rumour.chapters.end(),
                                                landing) != rumour.chapters.end();
  };
  for (const Choice& choice : rumour.choices) {
    for (const auto* effects : {&choice.effects, &choice.otherwise}) {
      for (const Effect& effect : *effects) {
        if (effect.kind == Effect::Kind::boon && !lands_well(effect.name)) return false;
      }
    }
  }
  return true;
}

Room& current_room(Run& run) {
  return run.district.rooms[static_cast<std::size_t>(run.room)];
}

// The coming table's rivals drawn again: its new faces make way for others.
void redraw_rivals(Run& run, const Content& content) {
  ++run.table.draws;
  const std::vector<std::string> leaving = run.table.rivals;
  draw_rivals(run, content, leaving);
}

void apply(Run& run, const Content& content, const Effect& effect, int rival) {
  switch (effect.kind) {
    case Effect::Kind::garnets:
      run.garnets = std::max(0, run.garnets + effect.amount);
      break;
    case Effect::Kind::tokens:
      run.tokens = std::clamp(run.tokens + effect.amount, 0, max_tokens);
      break;
    case Effect::Kind::perk:
      if (!run.holds(effect.name)) run.perks.push_back(effect.name);
      break;
    case Effect::Kind::grudge:
      if (rival >= 0) {
        int& grudge = run.grudges[run.table.rivals[static_cast<std::size_t>(rival)]];
        grudge = std::clamp(grudge + effect.amount, 0, most_grudge);
      }
      break;
    case Effect::Kind::rival_skill:
      if (rival >= 0) run.table.skill_shifts[static_cast<std::size_t>(rival)] += effect.amount;
      break;
    case Effect::Kind::boon:
      add_boon(run.pending, effect.name, effect.amount);
      break;
    case Effect::Kind::reroll:
      redraw_rivals(run, content);
      break;
  }
}

bool effect_acts(const Run& run, const Content& content, const Effect& effect, int rival) {
  switch (effect.kind) {
    case Effect::Kind::garnets:
      return effect.amount > 0 || (effect.amount < 0 && run.garnets > 0);
    case Effect::Kind::tokens:
      return (effect.amount > 0 && run.tokens < max_tokens) || effect.amount < 0;
    case Effect::Kind::perk:
      return !run.holds(effect.name);
    case Effect::Kind::grudge: {
      if (rival < 0 || rival >= static_cast<int>(run.table.rivals.size())) return false;
      const int grudge = run.grudge_of(run.table.rivals[static_cast<std::size_t>(rival)]);
      return effect.amount > 0 ? grudge < most_grudge : effect.amount < 0 && grudge > 0;
    }
    case Effect::Kind::rival_skill:
      return effect.amount != 0 && rival >= 0 && rival < static_cast<int>(run.table.rivals.size());
    case Effect::Kind::boon:
      return effect.amount > 0 && gift_act(run, effect.name) >= 0;
    case Effect::Kind::reroll: {
      // Who sits, not where: the same rivals in other seats change nothing.
      Run redrawn = run;
      redraw_rivals(redrawn, content);
      std::vector<std::string> before = run.table.rivals;
      std::vector<std::string> after = redrawn.table.rivals;
      std::sort(before.begin(), before.end());
      std::sort(after.begin(), after.end());
      return before != after;
    }
  }
  return false;
}

}  // namespace

bool acts_now(const Run& run, const Content& content, const Perk& perk) {
  switch (perk.effect) {
    case PerkEffect::token:
      return run.tokens < max_tokens;
    case PerkEffect::reroll:
      return effect_acts(run, content, Effect{Effect::Kind::reroll, 1, {}}, -1);
    default:
      return !run.holds(perk.id) && still_ahead(run, perk.chapters);
  }
}

bool choice_acts(const Run& run, const Content& content, const Choice& choice, int rival) {
  const auto acts = [&](const Effect& effect) { return effect_acts(run, content, effect, rival); };
  return std::any_of(choice.effects.begin(), choice.effects.end(), acts) ||
         (choice.chance < 100 &&
          std::any_of(choice.otherwise.begin(), choice.otherwise.end(), acts));
}

bool rumour_acts(const Run& run, const Content& content, const Rumour& rumour, int rival) {
  return std::all_of(rumour.choices.begin(), rumour.choices.end(), [&](const Choice& choice) {
    const bool walks_on = choice.effects.empty() && choice.otherwise.empty();
    return walks_on || choice_acts(run, content, choice, rival);
  });
}

const char* stage_name(Stage stage) {
  switch (stage) {
    case Stage::intro:
      return "at an act's start";
    case Stage::walking:
      return "walking the district";
    case Stage::black_market:
      return "in a Black Market";
    case Stage::rumour:
      return "in a Rumour room";
    case Stage::pawnshop:
      return "in a Pawnshop";
    case Stage::quiet_room:
      return "in a Quiet Room";
    case Stage::table:
      return "at the table";
    case Stage::results:
      return "at a table's results";
    case Stage::won:
      return "won";
    case Stage::lost:
      return "lost";
  }
  return "somewhere";
}

bool Run::holds(const std::string& perk) const {
  return std::find(perks.begin(), perks.end(), perk) != perks.end();
}

int Run::grudge_of(const std::string& rival) const {
  const auto found = grudges.find(rival);
  return found == grudges.end() ? 0 : found->second;
}

int Run::trust_of(const std::string& rival) const {
  const auto found = trust.find(rival);
  return found == trust.end() ? 0 : found->second;
}

Run start_run(const Content& content, std::uint64_t seed, int ascension) {
  Run run;
  run.seed = seed;
  run.ascension = std::clamp(ascension, 0, max_ascension);
  for (const Chapter& chapter : all_chapters())
    run.chapters.push_back(chapter.id);
  if (run.chapters.empty()) throw Error("no chapter is built yet, so there is no campaign");
  run.tokens = starting_tokens(run.ascension);
  run.garnets = starting_garnets;
  if (starting_grudge(run.ascension) > 0) {
    for (const Rival& rival : content.roster.rivals)
      run.grudges[rival.id] = starting_grudge(run.ascension);
  }
  run.rng = Rng(seed, Stream::campaign);
  tally(run, "start");
  deal_table(run, content, false);
  return run;
}

void enter_district(Run& run) {
  require(run, Stage::intro);
  run.stage = run.room == run.district.house() ? Stage::table : Stage::walking;
}

std::vector<int> ways_on(const Run& run) {
  if (run.stage != Stage::walking) return {};
  return run.district.rooms[static_cast<std::size_t>(run.room)].exits;
}

void walk(Run& run, const Content& content, int room) {
  require(run, Stage::walking);
  const std::vector<int> ways = ways_on(run);
  if (std::find(ways.begin(), ways.end(), room) == ways.end()) {
    throw Error("no corridor leads from here to that room");
  }
  run.room = room;
  Room& here = current_room(run);
  here.visited = true;
  switch (here.kind) {
    case RoomKind::black_market: {
      run.stage = Stage::black_market;
      run.offers.clear();
      std::vector<std::string> wares;
      for (const Perk& perk : content.perks) {
        if (acts_now(run, content, perk)) wares.push_back(perk.id);
      }
      run.rng.shuffle(wares);
      wares.resize(std::min<std::size_t>(wares.size(), 3));
      run.offers = std::move(wares);
      break;
    }
    case RoomKind::rumour: {
      // A rumour is told only where every choice of it would change something: about
      // a rival for whom each does, or about nobody.
      std::vector<const Rumour*> untold;
      std::vector<std::vector<int>> about;  // by rumour in `untold`: the rivals it may name
      for (const Rumour& rumour : content.rumours) {
        const bool heard = std::find(run.rumours_heard.begin(), run.rumours_heard.end(),
                                     rumour.id) != run.rumours_heard.end();
        if (heard || !gifts_ahead(run, rumour)) continue;
        std::vector<int> rivals;
        if (!rumour.names_rival()) {
          if (rumour_acts(run, content, rumour, -1)) rivals.push_back(-1);
        } else {
          for (int rival = 0; rival < static_cast<int>(run.table.rivals.size()); ++rival) {
            if (rumour_acts(run, content, rumour, rival)) rivals.push_back(rival);
          }
        }
        if (rivals.empty()) continue;
        untold.push_back(&rumour);
        about.push_back(std::move(rivals));
      }
      if (untold.empty()) {
        run.stage = Stage::quiet_room;  // nothing left worth telling: the room is quiet
        break;
      }
      const auto pick = run.rng.below(untold.size());
      const Rumour& rumour = *untold[pick];
      run.rumour = RumourVisit{rumour.id, -1, -1, false};
      if (rumour.names_rival()) {
        const auto rival = run.rng.below(about[pick].size());
        run.rumour.rival = about[pick][rival];
      }
      run.rumours_heard.push_back(rumour.id);
      run.stage = Stage::rumour;
      break;
    }
    case RoomKind::pawnshop:
      run.stage = Stage::pawnshop;
      break;
    case RoomKind::quiet_room:
      run.stage = Stage::quiet_room;
      break;
    case RoomKind::auction_house:
      run.stage = Stage::table;
      break;
    case RoomKind::entrance:
      throw Error("the entrance is behind you");
  }
}

void leave_room(Run& run) {
  const bool in_room = run.stage == Stage::black_market || run.stage == Stage::rumour ||
                       run.stage == Stage::pawnshop || run.stage == Stage::quiet_room;
  if (!in_room) throw Error(std::string("the run is ") + stage_name(run.stage) + ", not in a room");
  if (run.stage == Stage::rumour && run.rumour.chosen < 0) {
    throw Error("the rumour waits for your choice");
  }
  run.offers.clear();
  run.stage = Stage::walking;
}

int price(const Run& run, const Perk& perk) {
  return perk.cost + perk_surcharge(run.ascension);
}

std::string why_not_buy(const Run& run, const Content& content, const std::string& id) {
  const Perk* perk = content.perk(id);
  if (run.stage != Stage::black_market || perk == nullptr ||
      std::find(run.offers.begin(), run.offers.end(), id) == run.offers.end()) {
    return "That is not for sale here.";
  }
  if (run.holds(id)) return "You have it already.";
  if (price(run, *perk) > run.garnets) {
    return "It costs " + counted(price(run, *perk), "garnet", "garnets") + "; you have " +
           std::to_string(run.garnets) + ".";
  }
  if (perk->effect == PerkEffect::token && run.tokens >= max_tokens) {
    return "You hold " + std::to_string(max_tokens) + " tokens of life, the most you can.";
  }
  if (!acts_now(run, content, *perk)) {
    return perk->effect == PerkEffect::reroll
               ? "Drawn again, this table would seat the same rivals: it would change nothing."
               : "It would change nothing in your run as it stands.";
  }
  return "";
}

void buy(Run& run, const Content& content, const std::string& id) {
  const std::string why = why_not_buy(run, content, id);
  if (!why.empty()) throw Error(why);
  const Perk& perk = *content.perk(id);
  const Run before = run;
  run.garnets -= price(run, perk);
  run.offers.erase(std::find(run.offers.begin(), run.offers.end(), id));
  run.bought.push_back(id);
  if (perk.effect == PerkEffect::token) {
    run.tokens = std::min(run.tokens + perk.amount, max_tokens);
  } else if (perk.effect == PerkEffect::reroll) {
    redraw_rivals(run, content);
  } else {
    run.perks.push_back(id);
  }
  run.deeds.push_back({run.act, "Black Market",
                       "bought " + perk.name + " for " + garnets(price(before, perk)),
                       change_words(content, before, run)});
}

const Rumour& current_rumour(const Run& run, const Content& content) {
  const Rumour* rumour = content.rumour(run.rumour.id);
  if (run.stage != Stage::rumour || rumour == nullptr) throw Error("no rumour is being told");
  return *rumour;
}

std::string rumour_words(const Run& run, const Content& content, const std::string& text) {
  std::string name = "a rival";
  if (run.rumour.rival >= 0 && run.rumour.rival < static_cast<int>(run.table.rivals.size())) {
    if (const Rival* rival =
            content.roster.find(run.table.rivals[static_cast<std::size_t>(run.rumour.rival)]))
      name = rival->name;
  }
  std::string words = text;
  for (std::size_t at = words.find("{rival}"); at != std::string::npos;
       at = words.find("{rival}", at + name.size()))
    words.replace(at, 7, name);
  return words;
}

std::string why_not_choose(const Run& run, const Content& content, int choice) {
  const Rumour& rumour = current_rumour(run, content);
  if (run.rumour.chosen >= 0) return "You have made your choice.";
  if (choice < 0 || choice >= static_cast<int>(rumour.choices.size())) return "No such choice.";
  const Choice& option = rumour.choices[static_cast<std::size_t>(choice)];
  if (option.cost > run.garnets) {
    return "It takes " + counted(option.cost, "garnet", "garnets") + "; you have " +
           std::to_string(run.garnets) + ".";
  }
  // A rumour may wound a run but never end it.
  if (option.tokens_at_risk() >= run.tokens) return "It could cost your last token of life.";
  return "";
}

void choose(Run& run, const Content& content, int choice) {
  const std::string why = why_not_choose(run, content, choice);
  if (!why.empty()) throw Error(why);
  const Rumour& rumour = current_rumour(run, content);
  const Choice& option = rumour.choices[static_cast<std::size_t>(choice)];
  const Run before = run;
  run.garnets -= option.cost;
  bool happened = true;
  if (option.chance < 100) {
    const int roll = static_cast<int>(run.rng.below(100));
    happened = roll < option.chance;
  }
  run.rumour.chosen = choice;
  run.rumour.happened = happened;
  for (const Effect& effect : happened ? option.effects : option.otherwise)
    apply(run, content, effect, run.rumour.rival);
  run.deeds.push_back({run.act, "Rumour: " + rumour_words(before, content, rumour.title),
                       rumour_words(before, content, option.label),
                       change_words(content, before, run)});
}

std::string why_not_trade(const Run& run, Trade trade) {
  if (run.stage != Stage::pawnshop) return "There is no pawnshop here.";
  if (trade == Trade::pawn_token && run.tokens <= 1) {
    return "The pawnbroker will not take your last token of life.";
  }
  if (trade == Trade::redeem_token) {
    if (run.tokens >= max_tokens) return "You hold the most tokens of life you can.";
    if (run.garnets < redeem_garnets) {
      return "A token costs " + counted(redeem_garnets, "garnet", "garnets") + "; you have " +
             std::to_string(run.garnets) + ".";
    }
  }
  return "";
}

void trade(Run& run, Trade trade) {
  const std::string why = why_not_trade(run, trade);
  if (!why.empty()) throw Error(why);
  const bool pawn = trade == Trade::pawn_token;
  run.tokens += pawn ? -1 : 1;
  run.garnets += pawn ? pawn_garnets : -redeem_garnets;
  run.deeds.push_back({run.act, "Pawnshop",
                       pawn ? "pawned a token of life" : "bought a token of life back",
                       pawn ? "-1 token of life and +" + garnets(pawn_garnets) + "."
                            : "+1 token of life and -" + garnets(redeem_garnets) + "."});
}

void move_on(Run& run, const Content& content) {
  require(run, Stage::results);
  const bool first = run.results.back().places.front() == 1;
  if (run.tokens <= 0) {
    run.stage = Stage::lost;
  } else if (run.last_act()) {
    if (first) {
      run.stage = Stage::won;
    } else {
      deal_table(run, content, true);  // the same auction house deals again
    }
  } else {
    ++run.act;
    deal_table(run, content, false);
  }
}

}  // namespace gavel::campaign
