#pragma once
// What the run's pages say, whichever front end shows them: the board's screens and
// the text run (`gavel new --text`) read their sentences from here, so a rule of the
// run is told the same way in both. Each sentence is plain text, unwrapped.

#include <cstddef>
#include <string>
#include <vector>

#include "gavel/campaign/content.h"
#include "gavel/campaign/run.h"

namespace gavel::campaign {

// A rival of the roster by id, with its name; "You" for seat 0, "Seat N" for a
// nameless seat.
std::string seat_name(const Content& content, const std::string& id, std::size_t seat);
// A few words of a rival's temperament from its traits, the most marked first, as
// many as fit in `width` columns: "greedy, bold, patient".
std::string temperament(const Traits& traits, int width);
// A rival's words on its card: "thinks" first when it plays its moves out at the
// run's level (rival_thinks), then as much of `temper`'s temperament as fits in
// `width` columns.
std::string rival_words(const Run& run, const Rival& rival, const Traits& temper, int width);
// Under a table too crowded for each rival's words (Auction Auction's eleven): who of
// them think, or "" when none does.
std::string thinkers_line(const Run& run, const std::vector<Rival>& rivals);
// Beside a rival at an act's table: "grudge N", "new" for a face the player has not
// met, "met before" for one back with none (the roster ran short of new faces).
std::string return_mark(const Run& run, const std::string& rival);

// The act's introduction: "Act 2 of 5: Auction Web, then Auctionland, ..."; the
// chapter's title as this table deals it (again, at the last act); the stakes; what
// the player brings (tokens, garnets, perks here and later, a rumour's gifts); the
// ascension's modifiers by name.
std::string acts_line(const Run& run);
std::string table_title(const Run& run);
std::vector<std::string> stakes_words(const Run& run, const Content& content);
std::vector<std::string> bring_words(const Run& run, const Content& content);
std::string ascension_words(const Run& run);

// What a room of the district holds, as the map's panel says it.
std::string room_words(const Run& run, const Content& content, RoomKind kind);
// What buying `perk` did, in a line.
std::string bought_words(const Run& run, const Content& content, const Perk& perk);
// The line of calm a Quiet Room shows: chosen by the room, not drawn from the run's
// stream, so it changes nothing.
std::string calm_words(const Run& run);
// The choice a rumour offers first, the one Enter takes: the choice that walks on
// doing nothing, or else one that costs nothing and risks no token (every rumour has
// one), so Enter alone never spends garnets or a token of life, nor gambles when it
// need not.
int enter_choice(const Rumour& rumour);

// A finished table's seats in the order of their places, ties in seat order.
std::vector<std::size_t> by_place(const ChapterResult& result);
// A seat's score at a finished table, in its chapter's words where it has them (a
// hand's name), else the number.
std::string score_words(const ChapterResult& result, std::size_t seat);

// The results of the act's table (run.results.back()): what it earned or cost,
// by place or by the chapter's own rules (then its reasons follow); the grudges it
// made ("" for none); and what comes next, with Enter.
std::string earned_words(const Run& run);
std::string grudge_words(const Run& run, const Content& content);
std::string next_words(const Run& run);

}  // namespace gavel::campaign
