#include "gavel/games/auction_web/view.h"

#include <sstream>

namespace gavel::auction_web {

std::string phase_name(Phase phase) {
  switch (phase) {
    case Phase::first_player:
      return "first-player";
    case Phase::deal_hands:
      return "deal-hands";
    case Phase::draft_deal:
      return "draft-deal";
    case Phase::draft_keep:
      return "draft-keep";
    case Phase::deal_lots:
      return "deal-lots";
    case Phase::mochi:
      return "mochi";
    case Phase::mochi_draw:
      return "mochi-draw";
    case Phase::bidding:
      return "bidding";
    case Phase::lowball:
      return "lowball";
    case Phase::ledger_reveal:
      return "ledger-reveal";
    case Phase::ledger_decide:
      return "ledger-decide";
    case Phase::ledger_redraw:
      return "ledger-redraw";
    case Phase::ufo:
      return "ufo";
    case Phase::avocado:
      return "avocado";
    case Phase::draw_choice:
      return "draw-choice";
    case Phase::drawing:
      return "drawing";
    case Phase::hand_limit:
      return "hand-limit";
    case Phase::crocodile:
      return "crocodile";
    case Phase::over:
      return "over";
  }
  return "?";
}

namespace {

std::string values(const std::vector<int>& list) {
  if (list.empty()) return "none";
  std::string text;
  for (int value : list)
    text += (text.empty() ? "" : " ") + std::to_string(value);
  return text;
}

}  // namespace

std::string AuctionWebView::describe() const {
  std::ostringstream out;
  const auto name = [&](int property) {
    return cards->properties[static_cast<std::size_t>(property)].name;
  };
  out << "Round " << round << " (" << phase_name(phase) << "), seat " << seat_name(to_move)
      << " to move; you are seat " << me << ".\n";
  for (std::size_t i = 0; i < lots.size(); ++i) {
    const LotView& lot = lots[i];
    out << "  " << static_cast<char>('a' + i) << ") " << name(lot.property) << ": ";
    if (lot.bidder < 0) {
      out << "no bid";
    } else {
      out << "seat " << lot.bidder << " leads with "
          << (lot.value >= 0 ? std::to_string(lot.value) : std::string("a hidden card"));
      if (lot.face_up) out << " (face up)";
    }
    out << "\n";
  }
  out << "Your hand: " << values(hand) << ".";
  if (!draft_offer.empty()) {
    out << " Draft offer:";
    for (std::size_t i = 0; i < draft_offer.size(); ++i)
      out << (i > 0 ? ", " : " ") << name(draft_offer[i]);
    out << ".";
  }
  if (lowball >= 0) out << " You may use the lowball of your " << lowball << ".";
  if (revealed >= 0) out << " Ledger Balance shows you " << revealed << ".";
  if (must_discard > 0) out << " Discard " << must_discard << ".";
  out << "\n";
  for (std::size_t seat = 0; seat < seats.size(); ++seat) {
    const SeatView& s = seats[seat];
    out << "  seat " << seat << ": " << s.score.total() << " VP, " << s.hand << " in hand";
    if (!s.known_hand.empty()) out << " (known: " << values(s.known_hand) << ")";
    out << ", deck " << s.deck << ", discard " << s.discard;
    if (s.discard_top >= 0) out << " (top " << s.discard_top << ")";
    if (s.passed) out << ", passed";
    out << "; owns ";
    if (s.properties.empty()) out << "nothing";
    for (std::size_t i = 0; i < s.properties.size(); ++i) {
      const HoldingView& h = s.properties[i];
      out << (i > 0 ? ", " : "") << name(h.property) << (h.used ? "*" : "");
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace gavel::auction_web
