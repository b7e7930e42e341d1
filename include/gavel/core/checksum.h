#pragma once
// CRC-32 (the IEEE 802.3 polynomial, as in zip and PNG) for save files: it catches
// every burst of flipped bits up to 32 long and nearly all other damage. It is no
// defence against someone who edits a save on purpose; nothing local could be.

#include <cstdint>
#include <string_view>

namespace gavel {

// The CRC-32 of `bytes`; pass the previous result as `crc` to continue one.
std::uint32_t crc32(std::string_view bytes, std::uint32_t crc = 0);

}  // namespace gavel
