#pragma once
// Something kept for each seat, indexed by the seat itself: `lucre_[seat]` where a
// plain vector needs `lucre_[static_cast<std::size_t>(seat)]`. Seats are ints
// (state.h), so a vector indexed by them casts at every use; this casts once, here.
// It holds a std::vector and is written to an archive exactly as that vector is.

#include <cstddef>
#include <initializer_list>
#include <utility>
#include <vector>

#include "gavel/core/state.h"

namespace gavel {

template <class T>
class BySeat {
 public:
  BySeat() = default;
  // `seats` entries, each `value`.
  explicit BySeat(int seats, const T& value = T{})
      : items_(static_cast<std::size_t>(seats), value) {}
  BySeat(std::initializer_list<T> items) : items_(items) {}

  T& operator[](Seat seat) { return items_[static_cast<std::size_t>(seat)]; }
  const T& operator[](Seat seat) const { return items_[static_cast<std::size_t>(seat)]; }

  int seats() const { return static_cast<int>(items_.size()); }
  std::size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }
  void assign(int seats, const T& value) { items_.assign(static_cast<std::size_t>(seats), value); }
  void push_back(T item) { items_.push_back(std::move(item)); }
  void reserve(int seats) { items_.reserve(static_cast<std::size_t>(seats)); }

  auto begin() { return items_.begin(); }
  auto end() { return items_.end(); }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }
  // The entries in seat order, for code that takes a vector.
  const std::vector<T>& all() const { return items_; }

  bool operator==(const BySeat&) const = default;

  template <class Archive>
  void serialize(Archive& archive) {
    archive(items_);
  }

 private:
  std::vector<T> items_;
};

}  // namespace gavel
