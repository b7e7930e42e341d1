#include "gavel/campaign/saves.h"

#include <fstream>

#include "gavel/campaign/summary.h"
#include "gavel/campaign/table.h"
#include "gavel/core/error.h"
#include "gavel/core/text.h"

namespace gavel::campaign {

bool load_run(SaveFile& file, const Content& content, const std::filesystem::path& content_dir,
              Run& run) {
  Run loaded;
  if (!load_object(file, loaded)) return false;
  try {
    check_run(loaded, content);
    if (loaded.table.started) table_game(loaded, content_dir);
  } catch (const Error& error) {
    file.mark_damaged();
    throw Error(quote_path(file.path().string()) + " cannot be played: " + error.what());
  }
  run = std::move(loaded);
  return true;
}

Profile load_profile(SaveFile& file) {
  Profile profile;
  if (!load_object(file, profile)) return Profile{};
  try {
    check_profile(profile);
  } catch (const Error& error) {
    file.mark_damaged();
    throw Error(quote_path(file.path().string()) + " cannot be used: " + error.what());
  }
  return profile;
}

std::vector<std::string> set_aside_words(const std::filesystem::path& where, bool backup_left,
                                         std::string_view what) {
  return {"The damaged file is kept as " + quote_path(where.string()) + "; Gavel never deletes it.",
          backup_left ? "The backup, the save made before the last move, is tried next."
                      : "There is no backup of the " + std::string(what) + " to go on from."};
}

std::filesystem::path write_summary(const std::filesystem::path& save_dir, const Run& run,
                                    const Content& content) {
  const std::filesystem::path path = save_dir / ("run-" + std::to_string(run.seed) + ".txt");
  const std::filesystem::path temp = path.string() + ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out << run_summary(run, content);
    out.flush();
    if (!out) throw Error("cannot write " + quote_path(temp.string()));
  }
  std::error_code error;
  std::filesystem::rename(temp, path, error);
  if (error) throw Error("cannot write " + quote_path(path.string()) + ": " + error.message());
  return path;
}

}  // namespace gavel::campaign
