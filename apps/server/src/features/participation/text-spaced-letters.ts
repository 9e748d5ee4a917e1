import { CharClass, charClass, isLowerAt, isUpperAt, isWordPartAt } from './text-char-class.ts';
import type { MatchText } from './text-normaliser.ts';

/**
 * Spaced-out letters joined: three or more one-letter words, each one space
 * or tab from the next ("A s h a"), read as one word ("Asha"). A space from
 * a small letter to a capital is kept, so "A s h a M e h t a" reads "Asha
 * Mehta"; a wider gap ends the word ("A s h a  M e h t a" reads the same).
 * Runs written all in one case ("a s h a m e h t a") come out as one word,
 * marked as glued so the name search looks inside it.
 */

const MIN_RUN = 3;

function isGap(unit: number): boolean {
  return unit === 0x20 || unit === 0x09;
}

/**
 * A word of one Latin, Greek or Cyrillic letter (diacritics are gone by
 * now). Letters of scripts written with vowel signs are left alone: Hindi
 * has many one-letter words ("है", "में", "से") that follow each other.
 */
function isOneLetterWord(text: string, start: number, end: number): boolean {
  if (end !== start + 1) return false;
  const unit = text.charCodeAt(start);
  return unit < 0x80 || charClass(unit) === CharClass.LatinLikeLetter;
}

/** Where the spaces inside runs of spaced-out letters are, in order. */
function findGapsToDrop(text: string): number[] {
  const drops: number[] = [];
  const pending: number[] = [];
  let runLength = 0;
  let previousEnd = -1;
  const closeRun = () => {
    if (runLength >= MIN_RUN) for (const gap of pending) drops.push(gap);
    if (pending.length > 0) pending.length = 0;
    runLength = 0;
  };
  let index = 0;
  while (index < text.length) {
    if (!isWordPartAt(text, index)) {
      index += 1;
      continue;
    }
    const wordStart = index;
    do index += 1;
    while (index < text.length && isWordPartAt(text, index));
    if (!isOneLetterWord(text, wordStart, index)) {
      closeRun();
    } else if (runLength > 0 && wordStart === previousEnd + 1 && isGap(text.charCodeAt(previousEnd))) {
      if (!(isLowerAt(text, previousEnd - 1) && isUpperAt(text, wordStart))) pending.push(previousEnd);
      runLength += 1;
    } else {
      closeRun();
      runLength = 1;
    }
    previousEnd = index;
  }
  closeRun();
  return drops;
}

export function joinSpacedLetters(match: MatchText): MatchText {
  const drops = findGapsToDrop(match.text);
  if (drops.length === 0) return match;
  const length = match.text.length - drops.length;
  const start = new Int32Array(length);
  const end = new Int32Array(length);
  const glued: number[] = [];
  const pieces: string[] = [];
  let from = 0;
  let kept = 0;
  let oldGlued = 0;
  const glue = (position: number) => {
    if (glued.at(-1) !== position) glued.push(position);
  };
  drops.push(match.text.length); // a sentinel: the copy below runs to the end
  drops.forEach((drop, dropIndex) => {
    pieces.push(match.text.slice(from, drop));
    if (dropIndex > 0) glue(kept); // the character after a dropped space
    // Earlier glue keeps its place; glue on a dropped space moves to the next character.
    while (oldGlued < match.glued.length && match.glued[oldGlued]! < drop) {
      glue(kept + Math.max(0, match.glued[oldGlued]! - from));
      oldGlued += 1;
    }
    for (let index = from; index < drop; index += 1) {
      start[kept] = match.start[index]!;
      end[kept] = match.end[index]!;
      kept += 1;
    }
    from = drop + 1;
  });
  return { text: pieces.join(''), start, end, glued };
}
