#pragma once
// The saves the saves and board targets make their mutants from: real runs and
// profiles made at start-up by playing runs forward (seeds.h), the runs decoded for
// structured edits (edits.h), and a finished run for a profile to take in. Made once
// and shared by both targets, as making them plays two whole runs.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "fuzz/seeds.h"
#include "fuzz/targets.h"
#include "gavel/campaign/content.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/run.h"
#include "gavel/core/rng.h"
#include "gavel/core/save_file.h"

namespace gavel::fuzz {

class SavedRuns {
 public:
  explicit SavedRuns(const Folders& folders);

  const campaign::Content& content() const { return content_; }
  const std::filesystem::path& content_dir() const { return content_dir_; }
  const SaveSamples& samples() const { return samples_; }
  // A run played to its end, for a profile that loads to take into its hall of fame.
  const campaign::Run& finished() const { return ended_; }
  // Each sample with its size, for the report.
  std::vector<std::string> names() const;

  // A mutant payload of a run.sav (or, with `profile`, a profile.sav): one sample's
  // bytes changed, or for a run one time in `edits_one_in` a structured edit of a
  // decoded sample written again with the game's own writer.
  std::string mutant_payload(Rng& rng, bool profile, std::uint64_t edits_one_in) const;
  // One of the sample runs, decoded; one of the sample profiles, decoded, with the
  // finished run in its hall of fame so that it holds words.
  campaign::Run decoded_run(Rng& rng) const;
  campaign::Profile decoded_profile(Rng& rng) const;

 private:
  std::filesystem::path content_dir_;
  campaign::Content content_;
  SaveSamples samples_;
  std::vector<campaign::Run> decoded_;  // samples_.runs, decoded
  campaign::Run ended_;
};

// Loads run.sav as Continue does: true when it loads, false (told) when it is refused
// with one gavel::Error. The one place the fuzzer loads a run, so a change to
// load_run's parameters changes one line.
bool load_saved_run(SaveFile& file, const SavedRuns& runs, campaign::Run& run);

}  // namespace gavel::fuzz
