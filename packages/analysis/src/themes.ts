import type { Theme } from '@foursight/shared/contract/analysis';
import type { Statement } from './corpus.ts';

export const MAX_THEMES = 5;
/** An insight lists at most this many of its responses: enough to show the quotes, small enough to send. */
export const MAX_RESPONSE_IDS = 50;
const MAX_QUOTES = 3;
const QUOTE_LENGTH = 180;

/**
 * Groups similar statements of one category into themes, greedily: the
 * keyword or keyword pair that most statements share becomes a theme with all
 * the statements that contain it, those statements are set aside, and the
 * next most shared unit is found among the rest. A pair ("customer service")
 * wins over its single words when at least half as many statements share it,
 * because it names the theme more precisely.
 *
 * A theme needs two statements unless the category has fewer than three, so
 * one person's phrasing does not pass for a shared view in a large SWOT.
 */
export function findThemes(statements: readonly Statement[], spelling: (stem: string) => string): Theme[] {
  const themes: Theme[] = [];
  let remaining = statements;
  const minimum = statements.length < 3 ? 1 : 2;

  while (themes.length < MAX_THEMES && remaining.length > 0) {
    const unit = mostSharedUnit(remaining);
    if (!unit || unit.count < minimum) break;
    const members: Statement[] = [];
    const rest: Statement[] = [];
    for (const statement of remaining) {
      (containsUnit(statement, unit.key, unit.isPair) ? members : rest).push(statement);
    }
    const key = unit.isPair ? extendPhrase(unit.key.split(' '), members) : [unit.key];
    themes.push(describeTheme(key, members, spelling));
    remaining = rest;
  }
  return themes;
}

interface Unit {
  key: string;
  isPair: boolean;
  count: number;
}

function mostSharedUnit(statements: readonly Statement[]): Unit | null {
  const single = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const statement of statements) {
    for (const stem of statement.stems) single.set(stem, (single.get(stem) ?? 0) + 1);
    for (const pair of statement.bigrams) pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  const bestSingle = highest(single);
  const bestPair = highest(pairs);
  if (!bestSingle) return null;
  if (bestPair && bestPair[1] >= 2 && bestPair[1] * 2 >= bestSingle[1]) {
    return { key: bestPair[0], isPair: true, count: bestPair[1] };
  }
  return { key: bestSingle[0], isPair: false, count: bestSingle[1] };
}

function highest(counts: ReadonlyMap<string, number>): [string, number] | null {
  let best: [string, number] | null = null;
  for (const entry of counts) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  }
  return best;
}

function containsUnit(statement: Statement, key: string, isPair: boolean): boolean {
  return isPair ? statement.bigrams.includes(key) : statement.stems.includes(key);
}

/**
 * Grows a shared pair into the longer phrase most of its statements use
 * ("east market" into "middle east market"), up to four words.
 */
function extendPhrase(phrase: string[], members: readonly Statement[]): string[] {
  const grown = [...phrase];
  while (grown.length < 4) {
    const before = new Map<string, number>();
    const after = new Map<string, number>();
    for (const statement of members) {
      const at = indexOfPhrase(statement.sequence, grown);
      if (at < 0) continue;
      const previous = statement.sequence[at - 1];
      const next = statement.sequence[at + grown.length];
      if (previous) before.set(previous, (before.get(previous) ?? 0) + 1);
      if (next) after.set(next, (after.get(next) ?? 0) + 1);
    }
    const bestBefore = highest(before);
    const bestAfter = highest(after);
    const needed = Math.max(2, Math.ceil(members.length * 0.6));
    if (bestBefore && bestBefore[1] >= needed && (!bestAfter || bestBefore[1] >= bestAfter[1]))
      grown.unshift(bestBefore[0]);
    else if (bestAfter && bestAfter[1] >= needed) grown.push(bestAfter[0]);
    else break;
  }
  return grown;
}

function indexOfPhrase(sequence: readonly (string | null)[], phrase: readonly string[]): number {
  outer: for (let start = 0; start + phrase.length <= sequence.length; start += 1) {
    for (let offset = 0; offset < phrase.length; offset += 1) {
      if (sequence[start + offset] !== phrase[offset]) continue outer;
    }
    return start;
  }
  return -1;
}

function describeTheme(keyStems: string[], members: readonly Statement[], spelling: (stem: string) => string): Theme {
  // Words that often come with the theme's own: they are part of what people mean by it.
  const together = new Map<string, number>();
  for (const statement of members) {
    for (const stem of statement.stems) if (!keyStems.includes(stem)) together.set(stem, (together.get(stem) ?? 0) + 1);
  }
  const companions = [...together]
    .filter(([, count]) => count >= Math.max(2, members.length * 0.3))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([stem]) => stem);
  const keywords = [...keyStems, ...companions];

  const responseIds = [...new Set(members.map((statement) => statement.responseId))];
  return {
    label: keyStems.map(spelling).join(' '),
    keywords: keywords.map(spelling),
    mentions: responseIds.length,
    quotes: pickQuotes(members, keywords),
    responseIds: responseIds.slice(0, MAX_RESPONSE_IDS),
  };
}

/**
 * Two or three statements that say the theme most fully: the most of its
 * keywords, then the more concise; different people and different words.
 */
function pickQuotes(members: readonly Statement[], keywords: readonly string[]): Theme['quotes'] {
  const ranked = members
    .map((statement) => ({
      statement,
      overlap: statement.stems.filter((stem) => keywords.includes(stem)).length,
    }))
    .sort(
      (a, b) =>
        b.overlap - a.overlap ||
        Math.abs(a.statement.text.length - 90) - Math.abs(b.statement.text.length - 90) ||
        a.statement.responseId.localeCompare(b.statement.responseId),
    );
  const quotes: Theme['quotes'] = [];
  const seenTexts = new Set<string>();
  const seenResponses = new Set<string>();
  for (const { statement } of ranked) {
    const normalised = statement.text.toLowerCase();
    if (seenTexts.has(normalised) || seenResponses.has(statement.responseId)) continue;
    seenTexts.add(normalised);
    seenResponses.add(statement.responseId);
    quotes.push({ responseId: statement.responseId, text: shorten(statement.text) });
    if (quotes.length === MAX_QUOTES) break;
  }
  return quotes;
}

export function shorten(text: string, length = QUOTE_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
