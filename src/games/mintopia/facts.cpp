// Facts that scenario files check with `expect:` lines (man page, NEW MINTOPIA CITY).
// Seats are numbers; the AI card is "ai" ("score.ai", "vp.ai").

#include "gavel/core/text.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {

std::optional<std::string> MintopiaState::chapter_fact(std::string_view name) const {
  const auto names = [&](const std::vector<int>& locations) {
    std::vector<std::string> all;
    for (int index : locations)
      all.push_back(name_of(index));
    return all.empty() ? std::string("none") : join(all, ", ");
  };
  const auto seat_or_none = [](Seat seat) {
    return seat == nobody ? std::string("none") : std::to_string(seat);
  };
  if (name == "phase") return phase_name(phase_);
  if (name == "round") return std::to_string(round_);
  if (name == "auctioneer") return std::to_string(auctioneer_);
  if (name == "deck") return std::to_string(deck_);
  if (name == "unused") return std::to_string(unused());
  if (name == "block") return names(block_);
  if (name == "lot") return lot_ < 0 ? std::string("none") : name_of(lot_);
  if (name == "placer") return seat_or_none(placer_);
  if (name == "chooser") return seat_or_none(chooser_);
  if (name == "ai-bid") return std::to_string(ai_bid_);
  if (name == "banked") return std::to_string(ai_banked_);
  if (name == "bid") {
    if (bid_.leader == nobody) return std::string("none");
    std::string text = std::to_string(bid_.total) + " by " + std::to_string(bid_.leader);
    if (bid_.partner != nobody) text += " and " + std::to_string(bid_.partner);
    return text;
  }
  if (name == "proposal") {
    if (proposal_.to == nobody) return std::string("none");
    return std::to_string(proposal_.from) + " asks " + std::to_string(proposal_.to) + ": " +
           std::to_string(proposal_.mine) + " and " + std::to_string(proposal_.yours);
  }
  if (name == "tied-pairs") {
    std::vector<std::string> pairs;
    for (int pair : tied_pairs_)
      pairs.push_back(std::to_string(pair));
    return pairs.empty() ? std::string("none") : join(pairs, " ");
  }
  for (int type = 0; type < type_kinds; ++type) {
    const auto kind = static_cast<LocationType>(type);
    if (name == "majority." + lowercase(type_name(kind))) {
      const int holder = majority(city_, cards_->locations, kind);
      return holder == no_one ? std::string("none")
             : holder == ai() ? std::string("ai")
                              : std::to_string(holder);
    }
  }
  if (const auto seat = index_after(name, "mints.", players_)) return std::to_string(mints(*seat));
  if (const auto seat = index_after(name, "withdrawn.", players_))
    return withdrawn_[static_cast<std::size_t>(*seat)] ? std::string("yes") : std::string("no");
  if (const auto seat = index_after(name, "commit.", players_)) {
    const int committed = commitments_[static_cast<std::size_t>(*seat)];
    return committed == not_committed ? std::string("none") : std::to_string(committed);
  }
  const int zones = static_cast<int>(city_.zones.size());
  if (const auto zone = index_after(name, "zone.", zones)) {
    std::vector<std::string> cards_here;
    for (const Placed& placed : city_.zones[static_cast<std::size_t>(*zone)].cards()) {
      cards_here.push_back(name_of(placed.location) + " at " + std::to_string(placed.spot.row) +
                           " " + std::to_string(placed.spot.column) +
                           (placed.turned ? " turned" : ""));
    }
    return cards_here.empty() ? std::string("empty") : join(cards_here, ", ");
  }
  if (const auto zone = index_after(name, "zone-matches.", zones))
    return std::to_string(city_.zones[static_cast<std::size_t>(*zone)].matches(cards_->locations));
  // Per competitor: a seat's number, or "ai".
  const auto dot = name.find('.');
  if (dot == std::string_view::npos) return std::nullopt;
  const std::string_view who = name.substr(dot + 1);
  int competitor = no_one;
  if (who == "ai") {
    competitor = ai();
  } else if (const auto seat = parse_integer(who); seat && *seat >= 0 && *seat < players_) {
    competitor = static_cast<int>(*seat);
  }
  if (competitor == no_one) return std::nullopt;
  const std::string_view part = name.substr(0, dot);
  const std::vector<Score> all = scores();
  const Score& score = all[static_cast<std::size_t>(competitor)];
  if (part == "score") return std::to_string(score.total());
  if (part == "place")
    return std::to_string(places(city_, all, mints_)[static_cast<std::size_t>(competitor)]);
  if (part == "vp") return std::to_string(score.vp);
  if (part == "matches") return std::to_string(score.matches);
  if (part == "culture") return std::to_string(score.culture_bonus);
  if (part == "locations") return std::to_string(score.locations);
  return std::nullopt;
}

}  // namespace gavel::mintopia
