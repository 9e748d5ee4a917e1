/**
 * Characters that show nothing on their own. `trim()` only removes White_Space,
 * so an answer of zero-width spaces, joiners, a BOM or soft hyphens looked like
 * text while a reader sees an empty box. Covered here: White_Space (\s), control
 * characters (Cc), format characters (Cf: zero-width space/joiners, word joiner,
 * BOM, soft hyphen, Mongolian vowel separator, bidi controls, tag characters),
 * Default_Ignorable_Code_Point (adds variation selectors, the combining grapheme
 * joiner and the Hangul fillers, often used as "invisible" names) and U+2800
 * BRAILLE PATTERN BLANK, which renders as a space. Emoji sequences keep their
 * zero-width joiners: the emoji themselves are visible, so such text is not blank.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when the text has nothing a reader could see: empty, whitespace, or invisible characters only. */
export function isBlankText(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}
