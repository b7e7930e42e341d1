#pragma once
// A rival's temperament. Every chapter's scripted strategy reads the same traits, so
// a rival plays recognisably alike from chapter to chapter. Each is a whole number
// 0..10; 5 is an even temper. content/README.md says what each means at the table.

namespace gavel {

struct Traits {
  int greed = 5;             // how much a prize is worth to it; spends its best cards on prizes
  int nerve = 5;             // challenges leads it cannot see instead of fearing the worst
  int bluff = 5;             // bids low cards to probe a lead and to use their lowballs
  int patience = 5;          // keeps cards for later turns and rounds rather than spend now
  int grudge = 5;            // goes after the rival leading the scores
  int partner_affinity = 5;  // trusts and favours partners (chapters with partnerships)

  bool operator==(const Traits&) const = default;
};

inline constexpr int max_trait = 10;

}  // namespace gavel
