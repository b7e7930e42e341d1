#pragma once
// The '?' page of New Mintopia City (rules_text.cpp).

namespace gavel::mintopia {

extern const char* const rules_text;

}  // namespace gavel::mintopia
