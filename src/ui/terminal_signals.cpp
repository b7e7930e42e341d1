#include "terminal_signals.h"

#include <algorithm>
#include <csignal>
#include <cstring>
#include <unistd.h>

#include "gavel/core/stop_signals.h"

namespace gavel::ui {

namespace {

constexpr int crash_signals[] = {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL};
constexpr std::size_t signal_count = std::size(stop_signals) + std::size(crash_signals);

// What the crash handler needs, prepared before the handlers go in so the handler
// only reads it. Static storage, as a handler can reach nothing else; it is written
// only while no handler of ours is installed.
struct CrashRestore {
  int input_fd = -1;
  int output_fd = -1;
  termios shell_mode{};
  char sequence[512] = {};
  std::size_t sequence_length = 0;
  int numbers[signal_count] = {};
  struct sigaction previous[signal_count] = {};
};
CrashRestore crash_restore;

extern "C" void on_crash_signal(int number, siginfo_t* info, void* /*context*/) {
  // Only async-signal-safe calls from here on.
  const CrashRestore& r = crash_restore;
  if (r.sequence_length > 0) {
    ssize_t ignored = ::write(r.output_fd, r.sequence, r.sequence_length);
    static_cast<void>(ignored);
  }
  ::tcsetattr(r.input_fd, TCSAFLUSH, &r.shell_mode);
  // Hand the signal to whoever had it before (the default action, or a sanitizer's
  // report). A real fault happens again when the faulting instruction runs again
  // after this handler returns; a signal sent by kill() or abort() must be raised.
  for (std::size_t i = 0; i < signal_count; ++i) {
    if (r.numbers[i] == number) ::sigaction(number, &r.previous[i], nullptr);
  }
  const bool sent = info == nullptr || info->si_code <= 0;
  if (sent || number == SIGABRT) ::raise(number);
}

void install_crash_handler(int number) {
  struct sigaction action {};
  action.sa_sigaction = on_crash_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_SIGINFO;
  ::sigaction(number, &action, nullptr);
}

}  // namespace

SignalGuard::SignalGuard() {
  std::size_t slot = 0;
  for (int number : stop_signals)
    crash_restore.numbers[slot++] = number;
  for (int number : crash_signals)
    crash_restore.numbers[slot++] = number;
  for (std::size_t i = 0; i < signal_count; ++i) {
    ::sigaction(crash_restore.numbers[i], nullptr, &crash_restore.previous[i]);
  }
}

void SignalGuard::arm(int input_fd, int output_fd, const termios& shell_mode,
                      const std::string& restore) {
  crash_restore.input_fd = input_fd;
  crash_restore.output_fd = output_fd;
  crash_restore.shell_mode = shell_mode;
  crash_restore.sequence_length = std::min(restore.size(), sizeof crash_restore.sequence);
  std::memcpy(crash_restore.sequence, restore.data(), crash_restore.sequence_length);
  catch_stop_signals();
  for (int number : crash_signals)
    install_crash_handler(number);
}

SignalGuard::~SignalGuard() {
  for (std::size_t i = 0; i < signal_count; ++i) {
    ::sigaction(crash_restore.numbers[i], &crash_restore.previous[i], nullptr);
  }
}

int SignalGuard::stop_signal() {
  return caught_stop_signal();
}

}  // namespace gavel::ui
