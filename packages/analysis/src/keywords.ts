import type { KeywordCount } from '@foursight/shared/contract/analysis';

/** The most frequent keywords, highest count first, ties in alphabetical order so results are stable. */
export function topKeywords(
  counts: ReadonlyMap<string, number>,
  limit: number,
  spelling: (stem: string) => string,
): KeywordCount[] {
  return [...counts]
    .sort(([stemA, countA], [stemB, countB]) => countB - countA || stemA.localeCompare(stemB))
    .slice(0, limit)
    .map(([stem, count]) => ({ word: spelling(stem), count }));
}

export function mergeCounts(maps: Iterable<ReadonlyMap<string, number>>): Map<string, number> {
  const merged = new Map<string, number>();
  for (const map of maps) for (const [key, count] of map) merged.set(key, (merged.get(key) ?? 0) + count);
  return merged;
}
