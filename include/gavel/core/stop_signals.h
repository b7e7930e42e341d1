#pragma once
// SIGINT, SIGTERM, SIGHUP and SIGQUIT, recorded instead of acted on, so that whatever
// waits for the player (a key on the board, a line in text) can save the run and
// leave. The handlers go in without SA_RESTART: a wait for input ends at once.
//
// Both front ends use this one record: the board through ui's SignalGuard (which
// adds the crash handlers that restore the terminal), the text mode through
// StopSignalScope.

#include <csignal>
#include <string>

namespace gavel {

inline constexpr int stop_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

// Puts in the recording handler for each of stop_signals, whatever was there (a
// background job's or nohup's SIG_IGN too), and forgets any signal recorded before.
void catch_stop_signals();
// The last stop signal recorded since catch_stop_signals, or 0.
int caught_stop_signal();
// "SIGTERM" for SIGTERM: how a message names one of stop_signals.
std::string stop_signal_name(int number);

// Catches the stop signals for as long as it lives, then puts back the handlers it
// found.
class StopSignalScope {
 public:
  StopSignalScope();
  ~StopSignalScope();
  StopSignalScope(const StopSignalScope&) = delete;
  StopSignalScope& operator=(const StopSignalScope&) = delete;

 private:
  struct sigaction previous_[std::size(stop_signals)] = {};
};

}  // namespace gavel
