#include "fuzz/saved_runs.h"

#include "fuzz/edits.h"
#include "fuzz/mutator.h"
#include "gavel/campaign/autopilot.h"
#include "gavel/campaign/profile.h"
#include "gavel/campaign/progress.h"
#include "gavel/campaign/saves.h"
#include "gavel/core/error.h"

namespace gavel::fuzz {

SavedRuns::SavedRuns(const Folders& folders)
    : content_dir_(folders.content),
      content_(campaign::load_content(folders.content)),
      samples_(make_save_samples(content_, content_dir_, folders.work / "samples")) {
  for (const Sample& sample : samples_.runs) {
    campaign::Run run;
    load_payload(SavePayload{save_format_version, sample.bytes, false}, run, sample.what);
    decoded_.push_back(std::move(run));
  }
  ended_ = campaign::start_run(content_, 8, 0);
  campaign::autoplay(ended_, content_, content_dir_);
}

std::vector<std::string> SavedRuns::names() const {
  std::vector<std::string> names;
  for (const auto* pool : {&samples_.runs, &samples_.profiles}) {
    for (const Sample& sample : *pool)
      names.push_back(sample.what + " (" + std::to_string(sample.bytes.size()) + " bytes)");
  }
  return names;
}

std::string SavedRuns::mutant_payload(Rng& rng, bool profile, std::uint64_t edits_one_in) const {
  const auto& pool = profile ? samples_.profiles : samples_.runs;
  const auto index = static_cast<std::size_t>(rng.below(pool.size()));
  const auto other_index = static_cast<std::size_t>(rng.below(pool.size()));
  if (!profile && rng.below(edits_one_in) == 0) {
    campaign::Run run = decoded_[index];
    edit_run(rng, run, decoded_[other_index]);
    return save_payload(run);
  }
  return mutate(rng, pool[index].bytes, pool[other_index].bytes, Input::binary);
}

campaign::Run SavedRuns::decoded_run(Rng& rng) const {
  return pick(rng, decoded_);
}

campaign::Profile SavedRuns::decoded_profile(Rng& rng) const {
  const Sample& sample = pick(rng, samples_.profiles);
  campaign::Profile profile;
  load_payload(SavePayload{save_format_version, sample.bytes, false}, profile, sample.what);
  campaign::enter_hall(profile, ended_, "2026-11-24");
  return profile;
}

bool load_saved_run(SaveFile& file, const SavedRuns& runs, campaign::Run& run) {
  try {
    if (!campaign::load_run(file, runs.content(), runs.content_dir(), run)) {
      throw Error("no run.sav");
    }
  } catch (const Error& error) {
    told(error, Verdict::refused);
    return false;
  }
  return true;
}

}  // namespace gavel::fuzz
