import { CharClass, charClass, wordEndIn } from './text-char-class.ts';
import type { UnitBuffer } from './text-units.ts';

/**
 * Spaced-out letters joined: three or more one-letter words, each one space
 * or tab from the next ("A s h a"), read as one word ("Asha"). A space from
 * a small letter to a capital is kept, so "A s h a M e h t a" reads "Asha
 * Mehta"; a wider gap ends the word ("A s h a  M e h t a" reads the same).
 * Runs written all in one case ("a s h a m e h t a") come out as one word,
 * marked as glued so the name search looks inside it.
 */

const MIN_RUN = 3;

function isAsciiLetter(unit: number): boolean {
  return (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a;
}

function isGap(unit: number): boolean {
  return unit === 0x20 || unit === 0x09;
}

/**
 * A word of one Latin, Greek or Cyrillic letter (diacritics are gone by
 * now). Letters of scripts written with vowel signs are left alone: Hindi
 * has many one-letter words ("है", "में", "से") that follow each other.
 */
function isOneLetterWord(text: UnitBuffer, start: number, end: number): boolean {
  if (end !== start + 1) return false;
  const unit = text.units[start]!;
  return unit < 0x80 || charClass(unit) === CharClass.LatinLikeLetter;
}

/** Room for the positions of the spaces to drop, kept from answer to answer (most answers drop none). */
let spareDrops = new Int32Array(1024);

/**
 * Where the spaces inside runs of spaced-out letters are, in order: the
 * first `count` of `drops`. A run's spaces are written as it is read and
 * taken back if it ends short of MIN_RUN letters.
 */
function findGapsToDrop(text: UnitBuffer): { drops: Int32Array; count: number } {
  if (spareDrops.length <= text.length) spareDrops = new Int32Array(text.length + 1);
  const drops = spareDrops;
  let count = 0;
  let runLength = 0;
  let runDrops = 0; // where the current run's spaces start in `drops`
  let previousEnd = -1;
  let index = 0;
  while (index < text.length) {
    // Spaces and punctuation are passed over here; a word is measured by text-char-class in one call.
    const unit = text.units[index]!;
    const wordEnd = unit < 0x80 && !isAsciiLetter(unit) ? index : wordEndIn(text.units, text.length, index);
    if (wordEnd === index) {
      index += 1;
      continue;
    }
    const wordStart = index;
    index = wordEnd;
    const oneLetter = isOneLetterWord(text, wordStart, index);
    if (oneLetter && runLength > 0 && wordStart === previousEnd + 1 && isGap(text.units[previousEnd]!)) {
      if (!(text.isLowerAt(previousEnd - 1) && text.isUpperAt(wordStart))) drops[count++] = previousEnd;
      runLength += 1;
    } else {
      if (runLength < MIN_RUN) count = runDrops;
      runDrops = count;
      runLength = oneLetter ? 1 : 0;
    }
    previousEnd = index;
  }
  if (runLength < MIN_RUN) count = runDrops;
  return { drops, count };
}

/**
 * Drops the spaces inside runs of spaced-out letters from `text`, in place
 * (each kept unit moves back over the spaces dropped before it), and gives
 * the glued positions as they are after: each character after a dropped
 * space, and the earlier `glued` moved with their characters.
 */
export function joinSpacedLetters(text: UnitBuffer, glued: number[]): number[] {
  const { drops, count } = findGapsToDrop(text);
  if (count === 0) return glued;
  const { units, start, end } = text;
  const joined: number[] = [];
  let lastGlued = -1;
  const glue = (position: number) => {
    if (lastGlued !== position) joined.push(position);
    lastGlued = position;
  };
  drops[count] = text.length; // a sentinel: the copy below runs to the end
  let from = 0;
  let kept = 0;
  let oldGlued = 0;
  for (let dropIndex = 0; dropIndex <= count; dropIndex += 1) {
    const drop = drops[dropIndex]!;
    if (dropIndex > 0) glue(kept); // the character after a dropped space
    // Earlier glue keeps its place; glue on a dropped space moves to the next character.
    while (oldGlued < glued.length && glued[oldGlued]! < drop) {
      glue(kept + Math.max(0, glued[oldGlued]! - from));
      oldGlued += 1;
    }
    for (let index = from; index < drop; index += 1) {
      units[kept] = units[index]!;
      start[kept] = start[index]!;
      end[kept] = end[index]!;
      kept += 1;
    }
    from = drop + 1;
  }
  text.length = kept;
  return joined;
}
