#include "gavel/core/stop_signals.h"

namespace gavel {

namespace {

// The one global mutable variable of the program: a signal handler can only talk to
// the rest of it through static storage, and sig_atomic_t is the only type it may
// safely write.
volatile std::sig_atomic_t stop_signal_number = 0;

extern "C" void on_stop_signal(int number) {
  stop_signal_number = number;
}

}  // namespace

void catch_stop_signals() {
  stop_signal_number = 0;
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a stop signal ends the wait for input at once
  for (const int number : stop_signals)
    ::sigaction(number, &action, nullptr);
}

int caught_stop_signal() {
  return stop_signal_number;
}

std::string stop_signal_name(int number) {
  switch (number) {
    case SIGINT:
      return "SIGINT";
    case SIGTERM:
      return "SIGTERM";
    case SIGHUP:
      return "SIGHUP";
    case SIGQUIT:
      return "SIGQUIT";
    default:
      return "signal " + std::to_string(number);
  }
}

StopSignalScope::StopSignalScope() {
  for (std::size_t i = 0; i < std::size(stop_signals); ++i)
    ::sigaction(stop_signals[i], nullptr, &previous_[i]);
  catch_stop_signals();
}

StopSignalScope::~StopSignalScope() {
  for (std::size_t i = 0; i < std::size(stop_signals); ++i)
    ::sigaction(stop_signals[i], &previous_[i], nullptr);
}

}  // namespace gavel
