#pragma once

namespace gavel::cosmic {

extern const char* const rules_text;

}  // namespace gavel::cosmic
