#pragma once

namespace tessera {

// The rasterizer's built-in font: 5 columns x 9 rows per glyph, rows 0-6 the cap height, rows 7-8
// the descenders; '#' marks ink. Covers digits, A-Z, a-z and common punctuation.
inline constexpr int kGlyphColumns = 5;
inline constexpr int kGlyphRows = 9;
inline constexpr int kGlyphCapRows = 7;

// The glyph rows for ch, or nullptr when the font has none (callers draw a box instead).
const char *const *glyphRows(char ch);

} // namespace tessera
