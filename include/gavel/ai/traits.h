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
  // How sharply it plays, unlike the others not a temper: at 10 it always plays its
  // strategy's move; below, now and then a careless one (lapse_percent). The campaign
  // raises it in later chapters, at higher ascension and against a grudge.
  int skill = 10;

  bool operator==(const Traits&) const = default;
};

inline constexpr int max_trait = 10;

// The chance, in percent, that a rival of this skill makes a careless move: 3 points
// for each step below 10, so the roster's weakest (skill 4) slips about one move in
// five and its sharpest almost never.
inline constexpr int lapse_percent(int skill) {
  return 3 * (max_trait - skill);
}

}  // namespace gavel
