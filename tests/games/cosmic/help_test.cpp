// Cosmic Encounter's documentation against the game: the '?' page says every alien's
// power as the game plays it and how Gavel settles what a player would otherwise guess, and the
// man page names every alien and every fact a scenario file can check.

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "gavel/games/cosmic/aliens.h"
#include "gavel/games/cosmic/cards.h"
#include "gavel/games/cosmic/chapter.h"
#include "gavel/games/cosmic/techs.h"
#include "support/shipped_content.h"

namespace gavel::cosmic {
namespace {

std::string man_page() {
  std::ifstream file(testing::shipped_content_dir / ".." / "man" / "gavel.6");
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

TEST_CASE("the help lists every alien's power as the game reads it", "[cosmic][help]") {
  const std::string help = cosmic::chapter().rules_summary;
  for (int alien = 0; alien < alien_count; ++alien) {
    const auto which = static_cast<Alien>(alien);
    INFO(alien_name(which));
    CHECK(help.find(std::string(alien_name(which)) + ". " + power_text(which)) !=
          std::string::npos);
  }
}

TEST_CASE("the help and the man page say every alien's flare", "[cosmic][help]") {
  const std::string help = cosmic::chapter().rules_summary;
  const std::string man = man_page();
  const auto section = man.substr(man.find(".SH COSMIC ENCOUNTER"));
  for (int alien = 0; alien < alien_count; ++alien) {
    const auto which = static_cast<Alien>(alien);
    INFO(alien_name(which));
    CHECK(help.find(std::string("Wild: ") + wild_text(which) + " Super: " + super_text(which)) !=
          std::string::npos);
    CHECK(section.find(std::string(".B ") + alien_name(which) + " flare\nWild: ") !=
          std::string::npos);
  }
  for (const char* ruling : {"one flare a player an encounter", "goes back to its player's hand",
                             "the flare is then discarded"}) {
    INFO(ruling);
    CHECK(help.find(ruling) != std::string::npos);
  }
}

TEST_CASE("the help and the man page say what every artifact does", "[cosmic][help]") {
  const std::string help = cosmic::chapter().rules_summary;
  const std::string man = man_page();
  const auto section = man.substr(man.find(".SH COSMIC ENCOUNTER"));
  for (int artifact = 0; artifact < artifact_count; ++artifact) {
    const auto which = static_cast<Artifact>(artifact);
    INFO(artifact_name(which));
    CHECK(help.find(std::string(". ") + artifact_text(which)) != std::string::npos);
    const std::string title = artifact_title(which);
    CHECK(help.find(title + ". ") != std::string::npos);
    CHECK(section.find(".B " + title + "\n") != std::string::npos);
  }
}

TEST_CASE("the help says how Gavel settles what a player would otherwise guess", "[cosmic][help]") {
  const std::string help = cosmic::chapter().rules_summary;
  for (const char* ruling :
       {"a tie goes to the defense", "three each at most", "at least three colonies",
        "the offense's acts first", "after 200 turns", "Gavel adds a second Kicker",
        "return to the colony they came from", "the offense chooses as with a Wild",
        "the offense is asked first, then each player clockwise",
        "the window closes when everyone still able has passed",
        "printed value before any power changes it",
        "two Crooked Deals against each other "
        "cancel out",
        "the morph copies it whole", "the taker's colony holding the most"}) {
    INFO(ruling);
    CHECK(help.find(ruling) != std::string::npos);
  }
}

TEST_CASE("the man page names every alien and every scenario fact", "[cosmic][help]") {
  const std::string man = man_page();
  const auto section = man.substr(man.find(".SH COSMIC ENCOUNTER"));
  for (int alien = 0; alien < alien_count; ++alien) {
    INFO(alien_name(static_cast<Alien>(alien)));
    CHECK(section.find(std::string(".B ") + alien_name(static_cast<Alien>(alien)) + "\n") !=
          std::string::npos);
  }
  for (const char* fact : {"phase", "offense", "defense", "planet", "reward\\-deck", "ships.",
                           "colonies.", "warp.", "cards.", "hand.", "sent.", "alien.", "power.",
                           "points.", "upset", "total.offense", "kicker.offense", "flare."}) {
    INFO(fact);
    CHECK(section.find(fact) != std::string::npos);
  }
}

TEST_CASE("the help and the man page list every tech of the content", "[cosmic][help]") {
  const std::string help = cosmic::chapter().rules_summary;
  const std::string man = man_page();
  const auto section = man.substr(man.find(".SH COSMIC ENCOUNTER"));
  for (const Tech& tech : load_techs(testing::shipped_content_dir)) {
    INFO(tech.name);
    const std::string cost = std::to_string(tech.cost);
    CHECK(help.find(tech.name + " (" + cost + "). " + tech.text) != std::string::npos);
    CHECK(section.find(".B " + tech.name + "\n(research " + cost + ")") != std::string::npos);
  }
  for (const char* fact : {"tech.", "research.", "tech\\-done.", "tech\\-used.", "techs"}) {
    INFO(fact);
    CHECK(section.find(fact) != std::string::npos);
  }
}

}  // namespace
}  // namespace gavel::cosmic
