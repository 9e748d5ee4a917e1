import type { Theme } from '@foursight/shared/contract/analysis';
import type { Statement } from './corpus-types.ts';
import { nameTheme } from './naming.ts';
import { closeInMeaning, sharedMeaning, type Meaning } from './meaning.ts';
import { nounLabel } from './noun-label.ts';
import { canonicalConcept, isWeakModifier, namesOnlyBackground } from './vocabulary.ts';

export const MAX_THEMES = 5;
/** An insight lists at most this many of its responses: enough to show the quotes, small enough to send. */
export const MAX_RESPONSE_IDS = 50;
const MAX_QUOTES = 3;
const MAX_KEYWORDS = 10;
const QUOTE_LENGTH = 180;
/** Words of a name that say nothing on their own. */
const NOT_KEYWORDS = new Set(['and', 'no', 'not', 'of', 'without', 'lack', 'other', 'excess', 'rising', 'falling']);

/**
 * Groups the statements of one quadrant into themes.
 *
 * Each statement is read as concepts: the lemmas of its nouns, adjectives and
 * content verbs, folded through a business synonym table ("rivals" and
 * "competitors" are one concept). Concepts that people keep writing together
 * ("doctors" and "nurses", "credit" and "collections") are joined into one
 * group when at least half the statements of the rarer one also name the
 * other, and so are concepts close in meaning ("salary" and "wages": their
 * word vectors' cosine, meaning.ts). Then, greedily, the group that most
 * respondents are talking about becomes a theme with every remaining
 * statement that names it; those statements are set aside, so each statement
 * belongs to one theme, and the next group is counted among the rest. A
 * respondent counts for a group as the share it has of their statement's
 * groups: a statement naming three groups counts a third to each, so a word
 * said alongside everything ("work") does not outrank what people are
 * talking about. Counts shown are distinct responses.
 *
 * A theme needs two responses unless the quadrant has fewer than three
 * statements, so one person's phrasing does not pass for a shared view.
 */
export function findThemes(statements: readonly Statement[]): Theme[] {
  return clusterStatements(statements, MAX_THEMES)
    .map((cluster) => describeTheme(cluster.group, cluster.members))
    .sort(byStanding);
}

/**
 * The order themes are shown in: by distinct responses, except that a theme named by background words only
 * ("Work", "kaam": vocabulary.ts) comes after those that say what people raised, which it would otherwise push
 * out of the first five; then by label, so the order is the same on every run.
 */
export function byStanding(a: Pick<Theme, 'label' | 'mentions'>, b: Pick<Theme, 'label' | 'mentions'>): number {
  return (
    Number(namesOnlyBackground(a.label)) - Number(namesOnlyBackground(b.label)) ||
    b.mentions - a.mentions ||
    a.label.localeCompare(b.label)
  );
}

/** A group of statements about one thing, and the concepts that make it one. */
export interface Cluster {
  group: ReadonlySet<string>;
  members: Statement[];
}

/** At most this many themes are kept per quadrant: enough for corrections, bounded for a SWOT of 10 000 answers. */
export const MAX_CLUSTERS = 30;

/** The statements' clusters, largest first (see findThemes), at most `limit` of them. */
export function clusterStatements(statements: readonly Statement[], limit = MAX_CLUSTERS): Cluster[] {
  const minimum = statements.length < 3 ? 1 : 2;
  // Each statement's response and groups as numbers, once: the passes below only count.
  const responseOf = responseNumbers(statements);
  const groups = conceptGroups(statements, responseOf, minimum);
  const groupOf = new Map<string, number>();
  groups.forEach((group, index) => group.forEach((concept) => groupOf.set(concept, index)));
  const groupsOf = statements.map((statement) => {
    const named: number[] = [];
    for (const concept of statement.concepts) {
      const group = groupOf.get(concept);
      if (group !== undefined && !named.includes(group)) named.push(group);
    }
    return named;
  });
  const taken = new Uint8Array(groups.length);
  const clusters: Cluster[] = [];
  let remaining = statements.map((_, index) => index).filter((index) => groupsOf[index]!.length > 0);
  while (clusters.length < limit && remaining.length > 0) {
    // One pass over the statements left: the distinct responses naming each group, and how much each group
    // is what they are about: a statement that names three groups counts a third to each, a response counts
    // once (its largest share). A quadrant's statements come in response order, so a response's are together.
    const responses = new Int32Array(groups.length);
    const weight = new Float64Array(groups.length);
    const lastResponse = new Int32Array(groups.length).fill(-1);
    const share = new Float64Array(groups.length);
    for (const index of remaining) {
      const named = groupsOf[index]!;
      let open = 0;
      for (const group of named) open += 1 - taken[group]!;
      const part = 1 / open;
      const response = responseOf[index]!;
      for (const group of named) {
        if (taken[group] === 1) continue;
        if (lastResponse[group] !== response) {
          weight[group]! += share[group]!;
          lastResponse[group] = response;
          responses[group]! += 1;
          share[group] = part;
        } else if (part > share[group]!) share[group] = part;
      }
    }
    let best = -1;
    for (let group = 0; group < groups.length; group += 1) {
      if (taken[group] === 1 || responses[group]! < minimum) continue;
      const score = weight[group]! + share[group]!;
      const bestScore = best < 0 ? -1 : weight[best]! + share[best]!;
      if (score > bestScore || (score === bestScore && responses[group]! > responses[best]!)) best = group;
    }
    if (best < 0) break;
    const members: Statement[] = [];
    const rest: number[] = [];
    for (const index of remaining) {
      if (groupsOf[index]!.includes(best)) members.push(statements[index]!);
      else if (groupsOf[index]!.some((group) => taken[group] === 0 && group !== best)) rest.push(index);
    }
    clusters.push({ group: groups[best]!, members });
    taken[best] = 1;
    remaining = rest;
  }
  return clusters;
}

/** Each statement's response as a number, in the order responses first appear. */
function responseNumbers(statements: readonly Statement[]): number[] {
  const numbers = new Map<string, number>();
  return statements.map((statement) => {
    let number = numbers.get(statement.responseId);
    if (number === undefined) numbers.set(statement.responseId, (number = numbers.size));
    return number;
  });
}

/**
 * The concepts that a set of statements put together by a person (a merge, a
 * split) is about: those that at least a third of its responses name, or the
 * most named one.
 */
export function groupOfMembers(members: readonly Statement[]): Set<string> {
  const responsesOf = new Map<string, Set<string>>();
  for (const statement of members) {
    for (const concept of statement.concepts) {
      let set = responsesOf.get(concept);
      if (!set) responsesOf.set(concept, (set = new Set()));
      set.add(statement.responseId);
    }
  }
  const total = new Set(members.map((statement) => statement.responseId)).size;
  const ranked = [...responsesOf]
    .filter(([concept]) => !isWeakModifier(concept))
    .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]));
  const group = new Set(ranked.filter(([, set]) => set.size * 3 >= total).map(([concept]) => concept));
  if (group.size === 0 && ranked[0]) group.add(ranked[0][0]);
  return group;
}

/**
 * Concepts named by at least `minimum` responses, joined when people write them together.
 *
 * Counted with numbers, not sets of response ids: read in response order (a response's statements
 * together), a concept or a pair of concepts counts a response when it differs from the last one that
 * named it. On 10 000 responses the sets were a third of the clustering's time.
 */
function conceptGroups(
  statements: readonly Statement[],
  responseOf: readonly number[],
  minimum: number,
  meaning: Meaning = sharedMeaning(),
): Set<string>[] {
  // Concept ids in alphabetical order, so a pair of ids sorted as numbers is sorted as words.
  const idOf = new Map<string, number>();
  for (const statement of statements) for (const concept of statement.concepts) idOf.set(concept, 0);
  const names = [...idOf.keys()].sort();
  names.forEach((concept, id) => idOf.set(concept, id));
  const idsOf = statements.map((statement) => statement.concepts.map((concept) => idOf.get(concept)!));
  // A quadrant's statements already come in response order; one moved from another quadrant may not.
  const inOrder = statements.map((_, index) => index).sort((a, b) => responseOf[a]! - responseOf[b]! || a - b);

  const responses = new Int32Array(names.length);
  const lastResponse = new Int32Array(names.length).fill(-1);
  for (const index of inOrder) {
    for (const id of idsOf[index]!) {
      if (lastResponse[id] === responseOf[index]) continue;
      lastResponse[id] = responseOf[index]!;
      responses[id]! += 1;
    }
  }
  const responsesOf = new Map(names.map((concept, id) => [concept, responses[id]!]));
  const isFrequent = (id: number) => responses[id]! >= minimum;
  const frequent = new Set(names.filter((_, id) => isFrequent(id)));

  // Pairs of frequent concepts written together, keyed `first * count + second`.
  const pairCount = new Map<number, number>();
  const pairLast = new Map<number, number>();
  for (const index of inOrder) {
    const together = idsOf[index]!.filter(isFrequent).sort((a, b) => a - b);
    const response = responseOf[index]!;
    for (let i = 0; i < together.length; i += 1) {
      for (let j = i + 1; j < together.length; j += 1) {
        const key = together[i]! * names.length + together[j]!;
        if (pairLast.get(key) === response) continue;
        pairLast.set(key, response);
        pairCount.set(key, (pairCount.get(key) ?? 0) + 1);
      }
    }
  }

  const parent = new Map<string, string>();
  const root = (concept: string): string => {
    let at = concept;
    while (parent.has(at)) at = parent.get(at)!;
    return at;
  };
  const links = [...pairCount]
    .map(([key, count]) => {
      const [first, second] = [Math.floor(key / names.length), key % names.length];
      return { pair: [names[first]!, names[second]!] as [string, string], count, first, second };
    })
    .filter(({ count, first, second }) => count >= 2 && count * 2 >= Math.min(responses[first]!, responses[second]!))
    .map(({ pair, count }) => ({ pair, count }))
    .concat(closeInMeaning(frequent, responsesOf, meaning))
    .sort((x, y) => y.count - x.count || x.pair.join().localeCompare(y.pair.join()));
  // Groups are stars around their most named concept: a concept joins a group only through a link to
  // that hub, so a chain of loose links ("GCC" with "partners", "GCC" with "expansion") cannot join two themes.
  const size = new Map<string, number>();
  for (const {
    pair: [a, b],
  } of links) {
    const ra = root(a);
    const rb = root(b);
    if (ra === rb) continue;
    const aAlone = !parent.has(a) && (size.get(a) ?? 1) === 1;
    const bAlone = !parent.has(b) && (size.get(b) ?? 1) === 1;
    let hub: string;
    let joining: string;
    if (bAlone && ra === a) [hub, joining] = [a, b];
    else if (aAlone && rb === b) [hub, joining] = [b, a];
    else continue;
    // Keep groups small: a theme about everything says nothing.
    if ((size.get(hub) ?? 1) >= 4) continue;
    parent.set(joining, hub);
    size.set(hub, (size.get(hub) ?? 1) + 1);
  }
  const byRoot = new Map<string, Set<string>>();
  for (const concept of [...frequent].sort()) {
    const key = root(concept);
    let set = byRoot.get(key);
    if (!set) byRoot.set(key, (set = new Set()));
    set.add(concept);
  }
  // A group needs a concept that says something: not a weak modifier, not among the words said about anything.
  return [...byRoot.values()].filter((group) =>
    [...group].some((concept) => !isWeakModifier(concept) && !meaning.isCommon(concept)),
  );
}

export function describeTheme(group: ReadonlySet<string>, all: readonly Statement[]): Theme {
  const responseIds = [...new Set(all.map((statement) => statement.responseId))];
  // A theme of thousands of statements is named and quoted from an even sample of them: the same words
  // lead in a few hundred, at a fraction of the cost.
  const members = evenSample(all, DESCRIBE_SAMPLE);

  // How many respondents name each concept, and how they write it.
  const conceptResponses = new Map<string, Set<string>>();
  const written = new Map<string, Map<string, number>>();
  for (const statement of members) {
    for (const token of statement.parsed.tokens) {
      const concept = canonicalConcept(token.lemma);
      if (!statement.concepts.includes(concept)) continue;
      let set = conceptResponses.get(concept);
      if (!set) conceptResponses.set(concept, (set = new Set()));
      set.add(statement.responseId);
      let forms = written.get(concept);
      if (!forms) written.set(concept, (forms = new Map<string, number>()));
      const form = /^[A-Z0-9&]+s?$/u.test(token.value) ? token.value : token.value.toLowerCase();
      forms.set(form, (forms.get(form) ?? 0) + 1);
    }
  }
  const spell = (concept: string) => mostCommon(written.get(concept)) ?? concept;
  const ranked = [...conceptResponses]
    .filter(([concept]) => !isWeakModifier(concept))
    .sort(
      (a, b) => Number(group.has(b[0])) - Number(group.has(a[0])) || b[1].size - a[1].size || a[0].localeCompare(b[0]),
    );
  const label = nounLabel(nameTheme(group, members), ranked, spell);

  const keywords: string[] = [];
  const has = (word: string) => keywords.some((keyword) => keyword.toLowerCase() === word.toLowerCase());
  for (const word of label.split(/\s+/u)) {
    if (!NOT_KEYWORDS.has(word) && !has(word)) keywords.push(word);
  }
  for (const [concept, set] of ranked) {
    // Only what the theme is about: its own concepts and those many of its respondents name with them.
    if (!group.has(concept) && (set.size < 2 || set.size * 3 < responseIds.length)) continue;
    const form = spell(concept);
    if (!has(form)) keywords.push(form);
    if (keywords.length >= MAX_KEYWORDS) break;
  }

  return {
    label,
    keywords: keywords.slice(0, MAX_KEYWORDS),
    mentions: responseIds.length,
    quotes: pickQuotes(members, group),
    responseIds: responseIds.slice(0, MAX_RESPONSE_IDS),
  };
}

/** Statements a theme is named and quoted from, at most. */
const DESCRIBE_SAMPLE = 400;

function evenSample<T>(list: readonly T[], size: number): readonly T[] {
  if (list.length <= size) return list;
  const step = list.length / size;
  return Array.from({ length: size }, (_, index) => list[Math.floor(index * step)]!);
}

function mostCommon(counts: ReadonlyMap<string, number> | undefined): string | undefined {
  let best: [string, number] | undefined;
  for (const entry of counts ?? []) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0].length < best[0].length)) best = entry;
  }
  return best?.[0];
}

/**
 * Two or three of the theme's own statements (never whole answers), from
 * different respondents: a statement that was typed in another quadrant
 * first (so the reader sees why it is counted here), then those naming the
 * most of the theme's concepts, the more concise first.
 */
function pickQuotes(members: readonly Statement[], group: ReadonlySet<string>): Theme['quotes'] {
  const ranked = members
    .map((statement) => ({
      statement,
      overlap: statement.concepts.filter((concept) => group.has(concept)).length,
    }))
    .sort(
      (a, b) =>
        Number(b.statement.misplaced) - Number(a.statement.misplaced) ||
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
    quotes.push({
      responseId: statement.responseId,
      text: shorten(statement.text),
      ...(statement.misplaced ? { writtenIn: statement.writtenIn } : {}),
    });
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
