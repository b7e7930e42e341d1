// A seat's view of New Mintopia City, and its plain-text description for the text
// front end.

#include <sstream>

#include "gavel/core/text.h"
#include "gavel/games/mintopia/state.h"

namespace gavel::mintopia {

std::string phase_name(Phase phase) {
  switch (phase) {
    case Phase::first_auctioneer:
      return "first-auctioneer";
    case Phase::turn_up:
      return "turn-up";
    case Phase::choose:
      return "choose";
    case Phase::open_bid:
      return "open-bid";
    case Phase::answer:
      return "answer";
    case Phase::share:
      return "share";
    case Phase::commit:
      return "commit";
    case Phase::name_chooser:
      return "name-chooser";
    case Phase::pick_pair:
      return "pick-pair";
    case Phase::ai_roll:
      return "ai-roll";
    case Phase::ai_answer:
      return "ai-answer";
    case Phase::place:
      return "place";
    case Phase::roll:
      return "roll";
    case Phase::deed_draw:
      return "deed-draw";
    case Phase::deed_place:
      return "deed-place";
    case Phase::utility:
      return "utility";
    case Phase::production:
      return "production";
    case Phase::over:
      return "over";
  }
  return "?";
}

std::unique_ptr<View> MintopiaState::view(Seat seat) const {
  auto v = std::make_unique<MintopiaView>();
  v->me = seat;
  v->phase = phase_;
  v->to_move = to_move();
  v->mode = mode_;
  v->players = players_;
  v->ai_card = ai_card_;
  v->round = round_;
  v->auctioneer = auctioneer_;
  v->deck = deck_;
  v->unused = unused();
  v->block = block_;
  // The Location a Deed drew is public once drawn, and its holder must place it.
  v->lot = phase_ == Phase::deed_place ? deed_location_ : lot_;
  v->closed = closed_;
  v->bid = bid_;
  v->proposal = proposal_;
  v->refused = refused_;
  v->mints = mints_;
  v->withdrawn = withdrawn_;
  // A sealed commitment is its owner's until every seat has committed; the
  // sealed-peek perk shows seat 0 those made before its own.
  const bool revealed = phase_ != Phase::commit || (seat == 0 && boons_.sealed_peek);
  v->commitments = commitments_;
  for (Seat other = 0; other < players_; ++other) {
    int& shown = v->commitments[static_cast<std::size_t>(other)];
    if (!revealed && other != seat && shown != not_committed) shown = sealed;
  }
  v->tied_pairs = tied_pairs_;
  v->choosers = choosers_;
  v->ai_bid = ai_bid_;
  v->placer = placer_;
  v->zone = zone_;
  v->city = city_;
  v->ai_banked = ai_banked_;
  v->last_roll = last_roll_;
  v->last_ai_face = last_ai_face_;
  v->scores = scores();
  v->deed_gains = deed_gains_;
  v->extra_income = boons_.extra_income;
  v->sealed_peek = seat == 0 && boons_.sealed_peek;
  v->cards = cards_;
  return v;
}

std::string MintopiaView::describe() const {
  const auto& locations = cards->locations;
  const auto who = [&](int competitor) {
    if (competitor == ai_competitor(city)) return std::string("the AI card");
    return competitor == me ? std::string("you") : "seat " + std::to_string(competitor);
  };
  std::ostringstream out;
  out << "You are seat " << me << ". Round " << round << ", " << phase_name(phase)
      << "; Auctioneer: " << who(auctioneer) << ". Deck: " << deck << ".\n";
  out << "Mints:";
  for (Seat seat = 0; seat < players; ++seat)
    out << (seat == 0 ? " " : ", ") << who(seat) << " " << mints[static_cast<std::size_t>(seat)];
  out << ".\nScores now:";
  for (int competitor = 0; competitor < competitors(city); ++competitor) {
    out << (competitor == 0 ? " " : ", ") << who(competitor) << " "
        << scores[static_cast<std::size_t>(competitor)].total();
  }
  out << ".\n";
  // A card as a player sizing it up reads it: what it scores and the Mints on its
  // sides, which decide where it may join a zone.
  const auto card_words = [&](int location) {
    const Location& card = locations[static_cast<std::size_t>(location)];
    return card.name + " (" + type_name(card.type) + ", " + std::to_string(card.vp) +
           " VP, sides " + mint_name(card.left) + " and " + mint_name(card.right) + ")";
  };
  if (!block.empty()) {
    out << "Auction Block:\n";
    for (int location : block)
      out << "  " << card_words(location) << "\n";
  }
  if (lot >= 0) {
    out << "Up for auction: " << card_words(lot);
    if (bid.leader != nobody) {
      out << "; Current Bid " << bid.total << " by " << who(bid.leader);
      if (bid.partner != nobody) out << " and " << who(bid.partner);
    }
    if (ai_bid > 0) out << "; the AI card bids " << ai_bid;
    out << ".\n";
  }
  if (proposal.to != nobody) {
    out << who(proposal.from) << " asks " << who(proposal.to) << ": " << proposal.mine << " and "
        << proposal.yours << ".\n";
  }
  for (std::size_t index = 0; index < city.zones.size(); ++index) {
    std::vector<std::string> cards_here;
    for (const Placed& placed : city.zones[index].cards()) {
      const Location& card = locations[static_cast<std::size_t>(placed.location)];
      cards_here.push_back(
          std::string(1, mint_letter(left_side(card, placed.turned))) + "[" + card.name + " " +
          std::to_string(card.vp) + "]" + mint_letter(right_side(card, placed.turned)) + "@" +
          std::to_string(placed.spot.row) + "," + std::to_string(placed.spot.column));
    }
    std::vector<std::string> owners;
    for (int competitor : controllers(city, static_cast<int>(index)))
      owners.push_back(who(competitor));
    out << "Zone " << index << " (" << join(owners, " and ")
        << "): " << (cards_here.empty() ? std::string("empty") : join(cards_here, "  ")) << "\n";
  }
  return out.str();
}

}  // namespace gavel::mintopia
