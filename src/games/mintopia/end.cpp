// The end of the game: the abilities of the four types, in order Deed, Utility,
// Production, Culture, each for the strict majority of its type counted afresh at
// its turn (a Deed's new Location can change a later majority). Deed must place the
// Location it draws; Utility and Production may be left unused; Culture needs no
// choice, and city.h's scores count it. Then the game is over.

#include <algorithm>

#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {

void MintopiaState::start_end(Log& log) {
  log.to_all(
      "The deck and the Auction Block are empty: the game ends. Each type's majority "
      "now uses its ability.");
  lot_ = -1;
  ability_ = 0;
  run_abilities(log);
}

void MintopiaState::next_ability(Log& log) {
  if (lot_ >= 0) return player_wins(log);  // the AI card's ability in an auction is done
  ++ability_;
  run_abilities(log);
}

void MintopiaState::run_abilities(Log& log) {
  for (; ability_ < type_kinds; ++ability_) {
    const auto type = static_cast<LocationType>(ability_);
    const std::string name = type_name(type);
    const int holder = majority(city_, cards_->locations, type);
    if (holder == no_one) {
      log.to_all(name + ": nobody holds the most, so nobody uses it.");
      continue;
    }
    log.to_all(Words(name + ": " + seat_text(holder) + " holds the most.")
                   .by(holder, name + ": you hold the most."));
    switch (type) {
      case LocationType::deed:
        if (unused() == 0) {
          log.to_all("No unused Location is left to gain.");
          continue;
        }
        placer_ = holder;
        phase_ = Phase::deed_draw;
        return;
      case LocationType::utility:
        if (holder == ai()) {
          ai_ability_at_end(type, log);
          continue;
        }
        turn_ = holder;
        phase_ = Phase::utility;
        return;
      case LocationType::production:
        if (holder == ai()) {
          ai_ability_at_end(type, log);
          continue;
        }
        turn_ = holder;
        phase_ = Phase::production;
        return;
      case LocationType::culture: {
        const int matches = holdings(city_, cards_->locations, holder).matches;
        log.to_all(
            Words(seat_text(holder) + " scores " + std::to_string(matches) +
                  " more for their matches.")
                .by(holder, "You score " + std::to_string(matches) + " more for your matches."));
        continue;
      }
    }
  }
  phase_ = Phase::over;
  turn_ = nobody;
  const std::vector<Score> all = scores();
  to_each(log, [&](Seat reader) {
    std::string line = "Final scores:";
    for (int competitor = 0; competitor < competitors(city_); ++competitor) {
      line += (competitor == 0 ? " " : ", ") + who(reader, competitor) + " " +
              std::to_string(all[static_cast<std::size_t>(competitor)].total());
    }
    return line + ".";
  });
}

void MintopiaState::deed_drawn(int location, Log& log) {
  take_from_unseen(location);
  log.to_all(Words(seat_text(placer_) + " gains " + name_of(location) + " by Deed.")
                 .by(placer_, "You gain " + name_of(location) + " by Deed."));
  if (placer_ == ai()) return ai_deed(location, log);
  deed_location_ = location;
  turn_ = placer_;
  phase_ = Phase::deed_place;
}

}  // namespace gavel::mintopia
