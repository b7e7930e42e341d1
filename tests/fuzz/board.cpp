// The board target: a run.sav mutant that loads is drawn on the campaign's real
// screens and boards, on the in-memory screen, and played with random keys (tens, now
// and then a few hundred) and terminal sizes, from 1x1 to 300x100, as `gavel continue`
// would play it. The keys quit to the title now and then; Continue then picks the run
// up from what the screens saved. A screen must answer every key and size without an
// exception but one gavel::Error, redraw itself after every resize (at 80x24 and more,
// with nothing past the edge or run together: tests/ui/frame_check.h), and leave a
// run.sav that loads.

#include <fstream>
#include <optional>
#include <stdexcept>
#include <utility>

#include "fuzz/saved_runs.h"
#include "fuzz/seeds.h"
#include "fuzz/targets.h"
#include "gavel/campaign/saves.h"
#include "gavel/core/error.h"
#include "gavel/core/save_file.h"
#include "gavel/core/save_lock.h"
#include "gavel/ui/campaign.h"
#include "gavel/ui/glyphs.h"
#include "gavel/ui/memory_screen.h"
#include "ui/frame_check.h"

namespace gavel::fuzz {
namespace {

using ui::Key;

// Keys per mutant: most sessions are short, enough to walk into a room or make a few
// moves at a table and open a page or two (each key redraws the whole screen, which
// is what costs); one in `long_one_in` runs to a few hundred keys, through a whole
// room or a round of the table.
constexpr std::uint64_t fewest_keys = 20;
constexpr std::uint64_t short_keys = 60;
constexpr std::uint64_t most_keys = 400;
constexpr std::uint64_t long_one_in = 8;
// How many times the keys may go back to the title and Continue; a run that is over
// has nothing to continue.
constexpr int most_continues = 20;

// What the terminal makes of a typed code point (terminal_screen.cpp): control
// characters are Enter, Escape, Backspace and Tab or nothing, the rest characters.
std::optional<Key> typed(char32_t code) {
  switch (code) {
    case U'\n':
    case U'\r':
      return ui::key_of(Key::Kind::enter);
    case 27:
      return ui::key_of(Key::Kind::escape);
    case 8:
    case 127:
      return ui::key_of(Key::Kind::backspace);
    case U'\t':
      return ui::key_of(Key::Kind::tab);
    default:
      if (code < 0x20 || (code >= 0x7F && code < 0xA0)) return std::nullopt;
      return ui::key_of(code);
  }
}

// A key a player may press. Enter most, so rooms are left and moves made; the arrows,
// Escape and the letters the screens answer (help, log, quit, the rooms' choices);
// now and then any code point the terminal passes on, accented, a box line, the last.
Key drawn_key(Rng& rng) {
  const std::uint64_t roll = rng.below(100);
  if (roll < 25) return ui::key_of(Key::Kind::enter);
  if (roll < 40) {
    static constexpr Key::Kind arrows[] = {Key::Kind::up, Key::Kind::down, Key::Kind::left,
                                           Key::Kind::right};
    return ui::key_of(arrows[rng.below(4)]);
  }
  if (roll < 44) return ui::key_of(Key::Kind::escape);
  if (roll < 46) return ui::key_of(U'q');
  if (roll < 49) return ui::key_of(U'?');
  if (roll < 51) return ui::key_of(Key::Kind::tab);
  if (roll < 55) {
    static constexpr Key::Kind others[] = {Key::Kind::home, Key::Kind::end, Key::Kind::page_up,
                                           Key::Kind::page_down, Key::Kind::backspace};
    return ui::key_of(others[rng.below(5)]);
  }
  if (roll < 65) return ui::key_of(static_cast<char32_t>(U'0' + rng.below(10)));
  if (roll < 71) {
    static constexpr char32_t marks[] = U" +-=<>.,/*";
    return ui::key_of(marks[rng.below(sizeof marks / sizeof marks[0] - 1)]);
  }
  if (roll < 98) {
    const auto letter = static_cast<char32_t>(rng.below(26));
    return ui::key_of((rng.below(3) == 0 ? U'A' : U'a') + letter);
  }
  // A signal, now and then: the run is saved and gavel ends; the keys left are the
  // next session's, which Continue starts.
  if (rng.below(8) == 0) return ui::key_of(Key::Kind::interrupt);
  static constexpr char32_t odd[] = {8, 9, 10, 13, 27, 127, 0xA0, 0xE9, 0x2500, 0xFFFD, 0x10FFFF};
  const char32_t code = rng.below(4) == 0 ? static_cast<char32_t>(rng.below(0x110000))
                                          : odd[rng.below(sizeof odd / sizeof odd[0])];
  return typed(code).value_or(ui::key_of(Key::Kind::enter));
}

// A terminal size: the edges (too small for anything, just too small, the 80x24 every
// screen is laid out for, very large) and now and then any size between.
std::pair<int, int> drawn_size(Rng& rng) {
  static constexpr std::pair<int, int> sizes[] = {
      {1, 1},    {10, 5},   {20, 8},   {40, 12},  {60, 20},  {79, 23},
      {80, 23},  {79, 24},  {80, 24},  {80, 24},  {81, 25},  {100, 30},
      {120, 36}, {132, 43}, {160, 50}, {200, 60}, {300, 100}};
  if (rng.below(4) == 0) {
    const int width = rng.between(1, 300);
    return {width, rng.between(1, 100)};
  }
  return sizes[rng.below(sizeof sizes / sizeof sizes[0])];
}

// The memory screen, checking the frame drawn after each resize when the terminal is
// large enough for every screen: a resize leaves the terminal blank, so a screen
// that does not redraw leaves the player nothing to read.
class CheckedScreen final : public ui::MemoryScreen {
 public:
  CheckedScreen(int width, int height, const ui::Glyphs& glyphs)
      : MemoryScreen(width, height), glyphs_(glyphs) {}

  Key read_key() override {
    if (resized_ && width() >= 80 && height() >= 24) check_frame();
    const Key key = MemoryScreen::read_key();
    resized_ = key.kind == Key::Kind::resize;
    presents_at_resize_ = presents();
    return key;
  }

  // The first faulty frame, whole; empty while there is none.
  const std::string& fault() const { return fault_; }

 private:
  void check_frame() {
    if (!fault_.empty()) return;
    // frame_check.h's faults but "shortened": the campaign's pages cut a long line at
    // a word and say so with an ellipsis, by design; the board frames are held to
    // that in tests/ui/frame_check_test.cpp.
    std::vector<std::string> found;
    for (std::string& fault : ui::testing::frame_faults(*this, glyphs_, nullptr)) {
      if (!fault.starts_with("shortened: ")) found.push_back(std::move(fault));
    }
    if (presents() == presents_at_resize_) found.insert(found.begin(), "not redrawn");
    if (all().find_first_not_of(" \n") == std::string::npos) {
      found.insert(found.begin(), "blank");
    }
    if (found.empty()) return;
    fault_ = "after a resize to " + std::to_string(width()) + "x" + std::to_string(height()) +
             ": " + found.front() + "\n" + all();
  }

  const ui::Glyphs& glyphs_;
  bool resized_ = false;
  int presents_at_resize_ = 0;
  std::string fault_;
};

class BoardTarget : public Target {
 public:
  BoardTarget(std::shared_ptr<const SavedRuns> runs, const Folders& folders)
      : runs_(std::move(runs)),
        lock_(folders.work / "board"),
        frames_(folders.work / "frame.txt") {}

  const char* name() const override { return "board"; }
  std::vector<std::string> samples() const override { return runs_->names(); }

  Verdict run(Rng& rng, const Trying& trying) override {
    // Half the mutants are structured edits: they load far more often than changed
    // bytes, and only a run that loads is drawn.
    const std::string payload = runs_->mutant_payload(rng, false, 2);
    empty_folder();
    const auto& profiles = runs_->samples().profiles;
    write_file(lock_.dir() / campaign::profile_file,
               seal_save(profiles[static_cast<std::size_t>(rng.below(profiles.size()))].bytes));
    const std::filesystem::path mutant = lock_.dir() / campaign::run_file;
    write_file(mutant, seal_save(payload));
    trying(mutant);

    SaveFile run_file(lock_, campaign::run_file);
    SaveFile profile_file(lock_, campaign::profile_file);
    campaign::Run run;
    if (!load_saved_run(run_file, *runs_, run)) return Verdict::refused;

    const ui::Glyphs& glyphs = ui::glyphs_for(rng.below(4) == 0);
    CheckedScreen screen(80, 24, glyphs);
    const std::uint64_t keys =
        fewest_keys +
        rng.below((rng.below(long_one_in) == 0 ? most_keys : short_keys) - fewest_keys + 1);
    for (std::uint64_t i = 0; i < keys; ++i) {
      if (rng.below(25) == 0) {
        const auto [width, height] = drawn_size(rng);
        screen.resize(width, height);
      }
      screen.press(drawn_key(rng));
    }
    ui::Campaign campaign{runs_->content(), runs_->content_dir(), run_file, profile_file,
                          [] { return std::string("2026-11-24"); }};
    Verdict verdict = Verdict::accepted;
    try {
      static_cast<void>(ui::play_run(screen, glyphs, campaign, run));
    } catch (const Error& error) {
      verdict = told(error, Verdict::stopped);
    }
    // Back at the title (or gavel run again after a signal), Continue, as long as there
    // are keys and a run: Continue shows a gavel::Error on a page of its own.
    for (int again = 0; again < most_continues && screen.keys_left() > 0 && run_file.exists();
         ++again) {
      static_cast<void>(ui::continue_run(screen, glyphs, campaign));
    }
    check(screen);
    return verdict;
  }

 private:
  // What an earlier mutant's session left: saves, backups, summaries, set-aside files.
  void empty_folder() const {
    for (const auto& entry : std::filesystem::directory_iterator(lock_.dir())) {
      if (entry.path().filename() != save_lock_name) std::filesystem::remove_all(entry.path());
    }
  }

  // A failure unless every frame after a resize was whole and run.sav (what the
  // screens saved of the run) loads. A faulty frame is written out whole.
  void check(const CheckedScreen& screen) const {
    if (!screen.fault().empty()) {
      std::ofstream(frames_) << screen.fault();
      throw std::runtime_error("a frame " + screen.fault().substr(0, 200) +
                               "...; the frame is in " + frames_.string());
    }
    SaveFile saved(lock_, campaign::run_file);
    campaign::Run run;
    try {
      if (saved.exists())
        static_cast<void>(campaign::load_run(saved, runs_->content(), runs_->content_dir(), run));
    } catch (const Error& error) {
      throw std::runtime_error(std::string("the screens saved a run.sav that does not load: ") +
                               error.what());
    }
  }

  std::shared_ptr<const SavedRuns> runs_;
  SaveDirLock lock_;
  std::filesystem::path frames_;
};

}  // namespace

std::unique_ptr<Target> board_target(std::shared_ptr<const SavedRuns> runs,
                                     const Folders& folders) {
  return std::make_unique<BoardTarget>(std::move(runs), folders);
}

}  // namespace gavel::fuzz
