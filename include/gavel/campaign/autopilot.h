#pragma once
// A whole run with no one at the keys: `gavel autoplay`, `gavel balance` and the
// campaign's tests. At the tables the player's seat is the chapter's plain scripted
// agent (every trait at 5); on the map plain rules of thumb decide where to walk, what
// to buy and which rumour choice to take. It draws nothing from any stream of its own,
// so the same seed makes the same run.
//
// A leaning bends those rules of thumb about one thing on the way (a perk, a rumour's
// answer, a kind of room): take it whenever it can, or never. `gavel balance` plays
// each seed both ways to measure what the thing is worth. Without a leaning the
// autopilot plays exactly as it always has.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gavel/campaign/content.h"
#include "gavel/campaign/district.h"
#include "gavel/campaign/run.h"

namespace gavel::campaign {

// One thing a run may take on its way to the tables.
struct Item {
  enum class Kind : std::uint8_t { perk, answer, room };
  Kind kind = Kind::perk;
  std::string id;  // the perk's or the rumour's id; empty for a room
  int choice = 0;  // an answer: the rumour's choice, from 0
  RoomKind room = RoomKind::quiet_room;

  bool operator==(const Item&) const = default;
};

// "perk:fixer", "answer:dropped-ledger/2" (choices counted from 1), "room:pawnshop".
std::string item_name(const Item& item);
// The item a name stands for. Throws gavel::Error naming what is wrong when the name
// is not of that form or names no perk, rumour, choice or room kind in `content`.
Item read_item(const Content& content, std::string_view name);
// Every perk, then every rumour's every answer, then the four rooms of a district,
// in the content files' order.
std::vector<Item> every_item(const Content& content);

// Take the item whenever it can (a perk on offer and affordable is bought first, an
// answer open is chosen, a way on of that kind is walked), or never (the perk and the
// answer are passed over, the room kind is walked round whenever another way is on;
// an answer left as the only one open is still chosen, since a rumour needs one).
struct Leaning {
  Item item;
  bool take = true;
};

// Called after every move of the run: every room walked and choice made, every move
// at a table (the run's table record then holds the game as it stands).
using AfterMove = std::function<void(const Run& run)>;

// Plays a run from where `run` stands to its end.
void autoplay(Run& run, const Content& content, const std::filesystem::path& content_dir,
              const AfterMove& after_move = {});

struct Steering {
  std::optional<Leaning> leaning;
  // Called before each choice off the tables (a way on, a ware, an answer, a trade,
  // leaving a room), with the run as it stands; unlike after_move it costs the tables
  // nothing.
  AfterMove before_choice;
  AfterMove after_move;
  // Who plays the player's seat at the tables: "search" where the chapter's rivals
  // can search (ai/search_agent.h), else its default agent.
  std::string agent;
};
// The same, steered. Returns how often the leaning's item was taken (0 without one).
int autoplay(Run& run, const Content& content, const std::filesystem::path& content_dir,
             const Steering& steering);

// At a choice off the tables: whether the leaning makes the autopilot choose otherwise
// than it would plain. Until it does, a leaning run and the plain one are the same.
bool sways(const Run& run, const Content& content, const Leaning& leaning);
// At a choice off the tables: whether the plain autopilot's choice takes `item`.
bool plainly_takes(const Run& run, const Content& content, const Item& item);

}  // namespace gavel::campaign
