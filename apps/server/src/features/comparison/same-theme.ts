/**
 * Whether two analyses name the same theme. Theme names are written from what people said, so the
 * same subject reads "product and team" in one SWOT and "product" in the next, "support for
 * customers" and "customer support", or "expansion" and "expand": an exact match called such themes
 * "no longer raised" while people still raised them. Words are compared by their first five letters
 * (a crude stem that folds plurals and word forms).
 *
 * Sharing any word was too loose: "outstanding and retailers" became the same theme as "retailer
 * app" through "retailer", a word people use for many subjects. Two names are the same theme when
 * their heads meet (the noun a phrase is about: its last word, or the word before "for", "of",
 * "with"...; each side of an "and"), or when they share two words or more. Among several, the
 * candidate sharing most words wins, then the one more people raised.
 */
const FILLERS = new Set(['and', 'of', 'the', 'no', 'not', 'for', 'with', 'to', 'in', 'on', 'our', 'lack', 'without']);
/** Words after which a phrase goes on about something else: the head is the word before them. */
const PREPOSITIONS = new Set(['for', 'of', 'with', 'to', 'in', 'on', 'from', 'by', 'at', 'about']);
const CONJUNCTIONS = new Set(['and', '&', 'or']);

function stemOf(word: string): string | null {
  const lower = word.toLowerCase();
  const acronym = word.length >= 2 && word === word.toUpperCase() && /\p{L}/u.test(word);
  if (FILLERS.has(lower) || (lower.length < 3 && !acronym)) return null;
  return lower.slice(0, 5);
}

export function themeStems(label: string): Set<string> {
  const stems = new Set<string>();
  for (const word of label.split(/[^\p{L}\p{N}]+/u)) {
    const stem = stemOf(word);
    if (stem) stems.add(stem);
  }
  return stems;
}

/** The head of each coordinated part: "slow customer support and billing errors" gives "suppo", "error". */
export function themeHeads(label: string): Set<string> {
  const heads = new Set<string>();
  let last: string | null = null;
  let closed = false;
  const close = () => {
    if (last && !closed) heads.add(last);
    closed = true;
  };
  for (const word of label.split(/\s+|(?=[,&])|(?<=[,&])/u)) {
    const lower = word.toLowerCase().replace(/[^\p{L}\p{N}&,]+/gu, '');
    if (lower === '') continue;
    if (CONJUNCTIONS.has(lower) || lower === ',') {
      close();
      last = null;
      closed = false;
    } else if (PREPOSITIONS.has(lower)) {
      close();
    } else if (!closed) {
      last = stemOf(word.replace(/[^\p{L}\p{N}]+/gu, '')) ?? last;
    }
  }
  close();
  return heads;
}

export function findSameTheme<T extends { label: string; mentions: number }>(
  label: string,
  candidates: readonly T[],
): T | undefined {
  const wanted = themeStems(label);
  const wantedHeads = themeHeads(label);
  let best: { candidate: T; shared: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.label.toLowerCase() === label.toLowerCase()) return candidate;
    let shared = 0;
    for (const stem of themeStems(candidate.label)) if (wanted.has(stem)) shared += 1;
    const headsMeet = [...themeHeads(candidate.label)].some((head) => wantedHeads.has(head));
    if (!headsMeet && shared < 2) continue;
    if (!best || shared > best.shared || (shared === best.shared && candidate.mentions > best.candidate.mentions)) {
      best = { candidate, shared };
    }
  }
  return best?.candidate;
}
