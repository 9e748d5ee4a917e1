/**
 * Whether two analyses name the same theme. Theme names are written from what people said, so the
 * same subject reads "product and team" in one SWOT and "product" in the next, or "expansion" and
 * "expand": an exact match called such themes "no longer raised" while people still raised them.
 * Two names are the same theme when they share a content word, compared by its first five letters
 * (a crude stem that folds plurals and word forms); the candidate sharing most words wins, then the
 * one more people raised.
 */
const FILLERS = new Set(['and', 'of', 'the', 'no', 'not', 'for', 'with', 'to', 'in', 'on', 'our', 'lack', 'without']);

export function themeStems(label: string): Set<string> {
  const stems = new Set<string>();
  for (const word of label.split(/[^\p{L}\p{N}]+/u)) {
    const lower = word.toLowerCase();
    const acronym = word.length >= 2 && word === word.toUpperCase() && /\p{L}/u.test(word);
    if (FILLERS.has(lower) || (lower.length < 3 && !acronym)) continue;
    stems.add(lower.slice(0, 5));
  }
  return stems;
}

export function findSameTheme<T extends { label: string; mentions: number }>(
  label: string,
  candidates: readonly T[],
): T | undefined {
  const wanted = themeStems(label);
  let best: { candidate: T; shared: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.label.toLowerCase() === label.toLowerCase()) return candidate;
    let shared = 0;
    for (const stem of themeStems(candidate.label)) if (wanted.has(stem)) shared += 1;
    if (shared === 0) continue;
    if (!best || shared > best.shared || (shared === best.shared && candidate.mentions > best.candidate.mentions)) {
      best = { candidate, shared };
    }
  }
  return best?.candidate;
}
