import { isDevanagari } from './languages/hindi.ts';
import type { Statement } from './corpus-types.ts';
import type { NameCandidate, NameWord, ParsedStatement } from './nlp.ts';
import { canonicalConcept, trendOf } from './vocabulary.ts';

/**
 * The name of a theme: the noun phrase, with its modifier, that best speaks
 * for the theme's statements, as an analyst would write it ("manual work",
 * "rising fuel prices", "driver attrition", "other distributors"), never a
 * bare adjective ("rural") or two unrelated words glued with "and".
 *
 * 1. Every noun phrase of the theme's statements is a candidate, as written
 *    ("quick commerce"), turned ("manual order taking" from "Order taking is
 *    manual", "brand portfolio" from "portfolio of brands") or coordinated
 *    ("hotels and restaurants", when someone wrote the two together).
 * 2. A candidate speaks for a response when the response names every one of
 *    its concepts, in any words ("fuel prices" speaks for "diesel price" and
 *    for "petrol prices are up"). The phrase that speaks for the most
 *    responses wins, if it speaks for at least two and a fifth of them; then
 *    the one most people wrote as such; then the one whose words they use most.
 *    Two concepts people name together around an event noun ("drivers" who
 *    leave and "attrition" give "driver attrition") win over it when they
 *    speak for more responses.
 * 3. Without either the name is composed: an adjective most of them use with
 *    the noun it describes ("rural" with "towns"), else the noun most of them
 *    use, or the name of the kind when no word is used by most.
 * 4. A trend most of them mention leads the name: "rising fuel prices".
 */
const MAX_WORDS = 4;
/** Nouns made from verbs or naming a state: "attrition", "shortage", "payment", "delivery", "failure". */
const EVENT_NOUN = /(?:tion|sion|ment|age|ance|ence|ity|ure|ery|ing|cy)$/u;

export function nameTheme(group: ReadonlySet<string>, members: readonly Statement[]): string {
  const units = unitsOf(members);
  const reading = readMembers(units);
  const { responses } = reading;
  const minimum = responses <= 2 ? 1 : Math.max(2, Math.ceil(responses / 5));
  const inGroup = (atom: string) =>
    group.has(atom) ||
    (/^[¬=]/u.test(atom) && (group.has(atom.slice(1)) || group.has(canonicalConcept(atom.slice(1)))));
  // Whether a candidate names the group, once per key.
  const naming = new Map<string, boolean>();

  // 1. The candidates that name the group, with who wrote each form.
  const entries = new Map<string, Entry>();
  units.forEach((unit, index) => {
    for (const part of unit.parts) {
      for (const candidate of part.parsed.candidates) {
        let names = naming.get(candidate.key);
        if (names === undefined) naming.set(candidate.key, (names = candidate.atoms.some(inGroup)));
        if (!names) continue;
        let entry = entries.get(candidate.key);
        if (!entry) {
          entry = { candidate, writers: tally(), forms: new Map(), support: 0, wordShare: 0 };
          entries.set(candidate.key, entry);
        }
        bump(entry.writers, index, unit.weight);
        // One form whatever the capitals; shown with the capitals a name has inside a sentence ("Middle East").
        let form = entry.forms.get(candidate.form);
        if (!form) entry.forms.set(candidate.form, (form = { candidate, writers: tally() }));
        else if (candidate.text !== form.candidate.text && capitals(candidate.text) > capitals(form.candidate.text)) {
          form.candidate = candidate;
        }
        bump(form.writers, index, unit.weight);
      }
    }
  });

  // 2. The phrase that speaks for the most responses.
  let best: Entry | undefined;
  for (const entry of entries.values()) {
    const { candidate } = entry;
    if (candidate.atoms.length < 2 && !candidate.negated) continue;
    entry.support = reading.support(candidate.atoms);
    if (entry.support < minimum) continue;
    // The phrase is about the theme: its head is named by a third of it at least ("sales cycles" is
    // not the name of ten answers about weak sales, two of which say the cycles are long).
    if (reading.count(candidate.atoms.at(-1)!) * 3 < responses) continue;
    entry.wordShare = candidate.atoms.reduce((sum, atom) => sum + reading.count(atom), 0) / candidate.atoms.length;
    if (!best || compareEntries(entry, best) < 0) best = entry;
  }
  let words: NameWord[] | undefined;
  let text: string;
  // Two things people name together, around what happens to them: "driver attrition" speaks for those who
  // say drivers leave as well as for those who write "attrition" and "drivers", more than "high attrition".
  const paired = reading.pair(group, minimum);
  if (paired && (!best || paired.support > best.support)) {
    words = paired.words;
    text = words.map((word, index) => reading.display(word, index === words!.length - 1)).join(' ');
  } else if (best) {
    const form = [...best.forms.values()].sort(
      // On a tie the fuller form: "easy-to-use product" over "easy product".
      (a, b) => b.writers.count - a.writers.count || b.candidate.text.length - a.candidate.text.length,
    )[0]!;
    // A phrase one person wrote is said in the words most of them use: "diesel price" is "fuel prices".
    const slots = form.candidate.words.map((_, index) => {
      const lemmas = new Set<string>();
      for (const other of best.forms.values()) {
        if (other.candidate.words.length === form.candidate.words.length)
          lemmas.add(other.candidate.words[index]!.lemma);
      }
      return lemmas;
    });
    words =
      form.writers.count >= 2 || form.candidate.coordination
        ? form.candidate.words
        : reading.respell(form.candidate, slots);
    text = spellName(form.candidate, words, reading);
  } else {
    // 3. Composed from the group's concepts.
    words = reading.compose(group);
    text = words.map((word, index) => reading.display(word, index === words!.length - 1)).join(' ');
  }

  // 4. A trend that a third of them mention, at least two: "rising fuel prices".
  if (words.length < MAX_WORDS && !words.some((word) => trendOf(word.lemma))) {
    const trend = reading.trend();
    if (trend && trend.responses >= 2 && trend.responses * 3 >= responses) text = `${trend.word} ${text}`;
  }
  return text;
}

interface Entry {
  candidate: NameCandidate;
  /** Responses that wrote a phrase with this key. */
  writers: Tally;
  forms: Map<string, { candidate: NameCandidate; writers: Tally }>;
  /** Responses that name every concept of the phrase. */
  support: number;
  /** How many responses name each of its words, on average. */
  wordShare: number;
}

/** Most responses spoken for, then most written as such, then the words they use most, then the more specific. */
function compareEntries(a: Entry, b: Entry): number {
  return (
    b.support - a.support ||
    b.writers.count - a.writers.count ||
    b.wordShare - a.wordShare ||
    b.candidate.words.length - a.candidate.words.length ||
    a.candidate.text.localeCompare(b.candidate.text)
  );
}

const capitals = (text: string) => text.replace(/[^\p{Lu}]/gu, '').length;

function spellName(candidate: NameCandidate, words: readonly NameWord[], reading: MembersReading): string {
  const negation = candidate.negated
    ? `${candidate.text
        .split(' ')
        .slice(0, candidate.text.startsWith('lack of') ? 2 : 1)
        .join(' ')} `
    : '';
  if (candidate.coordination) return `${reading.display(words[0]!, true)} and ${reading.display(words.at(-1)!, true)}`;
  return `${negation}${words.map((word, index) => reading.display(word, index === words.length - 1)).join(' ')}`;
}

/**
 * The theme's statements as units of counting: a response with one statement
 * in the theme counts through its statement, and identical statements (the
 * parser's cache gives them one reading) are one unit weighing as many
 * responses; a response with several statements in the theme is one unit of
 * its own, so it is counted once.
 */
interface Unit {
  parts: { parsed: ParsedStatement; added: readonly string[] }[];
  weight: number;
  /** Every atom of its parts (made when first asked). */
  atoms?: ReadonlySet<string>;
}

function unitsOf(members: readonly Statement[]): Unit[] {
  const byResponse = new Map<string, Statement[]>();
  for (const statement of members) {
    const list = byResponse.get(statement.responseId);
    if (list) list.push(statement);
    else byResponse.set(statement.responseId, [statement]);
  }
  const units: Unit[] = [];
  const alike = new Map<ParsedStatement, Map<readonly string[], Unit>>();
  for (const statements of byResponse.values()) {
    if (statements.length > 1) {
      units.push({ parts: statements.map(({ parsed, added }) => ({ parsed, added })), weight: 1 });
      continue;
    }
    const { parsed, added } = statements[0]!;
    let byAdded = alike.get(parsed);
    if (!byAdded) alike.set(parsed, (byAdded = new Map<readonly string[], Unit>()));
    const unit = byAdded.get(added);
    if (unit) unit.weight += 1;
    else {
      const fresh: Unit = { parts: [{ parsed, added }], weight: 1 };
      byAdded.set(added, fresh);
      units.push(fresh);
    }
  }
  return units;
}

const atomsOfPart = (part: Unit['parts'][number]): readonly string[] =>
  part.added.length === 0 ? part.parsed.atoms : [...part.parsed.atoms, ...part.added];

/** A count of responses that adds each unit once. */
interface Tally {
  count: number;
  last: number;
}
const tally = (): Tally => ({ count: 0, last: -1 });
function bump(counter: Tally, unit: number, weight: number): void {
  if (counter.last === unit) return;
  counter.last = unit;
  counter.count += weight;
}

interface MembersReading {
  /** How many responses the theme has. */
  responses: number;
  /** Responses that name an atom. */
  count(atom: string): number;
  /** Responses that name every atom. */
  support(atoms: readonly string[]): number;
  /**
   * Each word in the spelling most of them use for its concept: of the words
   * written in its place (`slots`), the most used; another only when more of
   * them use it.
   */
  respell(candidate: NameCandidate, slots: readonly ReadonlySet<string>[]): NameWord[];
  /** A word as shown: a modifier in the singular ("driver attrition"), a head as most wrote it. */
  display(word: NameWord, head: boolean): string;
  /** Two concepts named together around an event noun ("driver attrition"), with the responses naming both. */
  pair(group: ReadonlySet<string>, minimum: number): { words: NameWord[]; support: number } | undefined;
  /** An adjective with the noun it describes ("frozen foods"), else the usual noun. */
  compose(group: ReadonlySet<string>): NameWord[];
  trend(): { word: string; responses: number } | undefined;
}

interface Spelling {
  /** Responses that wrote the lemma. */
  responses: Tally;
  noun: boolean;
  adjective: boolean;
  singular: string;
  plural?: string;
}

function readMembers(units: readonly Unit[]): MembersReading {
  let responses = 0;
  const byAtom = new Map<string, Tally>();
  // The units naming each atom, for the support of a phrase.
  const postings = new Map<string, number[]>();
  // Per concept, the lemmas that express it and how they are written.
  const spellings = new Map<string, Map<string, Spelling>>();
  const trends = new Map<string, { trend: 'rising' | 'falling'; responses: Tally }>();
  // Lemmas people also use as verbs: "salaries are delayed" makes "delay" an event.
  const verbs = new Set<string>();
  // Nouns that follow each adjective: "rural" → "market".
  const described = new Map<string, Map<string, Tally>>();
  units.forEach((unit, id) => {
    const weight = unit.weight;
    responses += weight;
    for (const part of unit.parts) {
      for (const atom of atomsOfPart(part)) {
        let counter = byAtom.get(atom);
        if (!counter) byAtom.set(atom, (counter = tally()));
        if (counter.last !== id) {
          let list = postings.get(atom);
          if (!list) postings.set(atom, (list = []));
          list.push(id);
        }
        bump(counter, id, weight);
      }
      for (const trend of part.parsed.trends) {
        let entry = trends.get(trend);
        if (!entry) trends.set(trend, (entry = { trend, responses: tally() }));
        bump(entry.responses, id, weight);
      }
      for (const verb of part.parsed.verbs) verbs.add(verb);
      for (const word of part.parsed.spelled) {
        let lemmas = spellings.get(word.concept);
        if (!lemmas) spellings.set(word.concept, (lemmas = new Map<string, Spelling>()));
        let spelling = lemmas.get(word.lemma);
        if (!spelling) {
          spelling = { responses: tally(), noun: false, adjective: false, singular: word.lemma };
          lemmas.set(word.lemma, spelling);
        }
        bump(spelling.responses, id, weight);
        spelling.noun ||= word.noun;
        spelling.adjective ||= word.adjective;
        if (word.plural) spelling.plural = word.plural;
        if (word.capital) spelling.singular = word.capital;
        if (word.describes) {
          let nouns = described.get(word.lemma);
          if (!nouns) described.set(word.lemma, (nouns = new Map<string, Tally>()));
          let counter = nouns.get(word.describes);
          if (!counter) nouns.set(word.describes, (counter = tally()));
          bump(counter, id, weight);
        }
      }
    }
  });

  // The script most of the theme's statements are written in: a name reads in one script, not two ("वेतन देरी",
  // not "वेतन late"), when its concepts are written in both.
  let devanagari = 0;
  for (const unit of units) {
    if (unit.parts.some((part) => part.parsed.tokens.some((token) => isDevanagari(token.value))))
      devanagari += unit.weight;
  }
  const devanagariName = devanagari * 2 > responses;
  // Without Devanagari in the theme every word is in its script: no test per comparison.
  const inScript = devanagari === 0 ? () => true : (lemma: string) => isDevanagari(lemma) === devanagariName;

  const count = (atom: string) => byAtom.get(atom)?.count ?? 0;
  /** A noun that names an event or a state: a verb somewhere in the theme ("delayed"), or a noun made from one. */
  const happens = (_concept: string, noun: string) => EVENT_NOUN.test(noun) || verbs.has(noun);
  const atomsOf = (unit: Unit) => (unit.atoms ??= new Set(unit.parts.flatMap(atomsOfPart)));
  const support = (atoms: readonly string[]) => {
    const lists = atoms.map((atom) => postings.get(atom) ?? []).sort((a, b) => a.length - b.length);
    let total = 0;
    for (const id of lists[0] ?? []) {
      const unit = units[id]!;
      const named = atomsOf(unit);
      if (atoms.every((atom) => named.has(atom))) total += unit.weight;
    }
    return total;
  };
  /** The lemma most of them use for a concept, in the role asked (a noun for a head). */
  const usual = (
    concept: string,
    role: 'noun' | 'adjective' | 'any',
    prefer?: string,
    among?: ReadonlySet<string>,
  ): string | undefined => {
    const lemmas = [...(spellings.get(concept) ?? [])].filter(
      ([lemma, spelling]) =>
        (role === 'any' || (role === 'noun' ? spelling.noun : spelling.adjective)) && (!among || among.has(lemma)),
    );
    lemmas.sort(
      (a, b) =>
        Number(inScript(b[0])) - Number(inScript(a[0])) ||
        b[1].responses.count - a[1].responses.count ||
        Number(b[0] === prefer) - Number(a[0] === prefer) ||
        Number(b[0].slice(0, 5) === concept.slice(0, 5)) - Number(a[0].slice(0, 5) === concept.slice(0, 5)) ||
        a[0].localeCompare(b[0]),
    );
    return lemmas[0]?.[0];
  };
  /** The group's concepts that the theme names, the most named first. */
  const rank = (group: ReadonlySet<string>) =>
    [...group]
      .map((concept) => ({ concept, responses: count(concept) }))
      .filter(({ responses: size }) => size > 0)
      .sort((a, b) => b.responses - a.responses || a.concept.localeCompare(b.concept));
  const wordFor = (concept: string, lemma: string, noun: boolean): NameWord => ({
    text: spellings.get(concept)?.get(lemma)?.singular ?? lemma,
    lemma,
    concept,
    noun,
    weak: false,
  });
  const display = (word: NameWord, head: boolean) => {
    const spelling = spellings.get(word.concept)?.get(word.lemma);
    if (!spelling || !word.noun) return word.text;
    if (head) return spelling.plural ?? (spelling.singular === word.lemma ? word.text : spelling.singular);
    return spelling.singular;
  };

  return {
    responses,
    count,
    support,
    display,
    respell(candidate, slots) {
      const words: NameWord[] = [];
      candidate.words.forEach((word, index) => {
        const head = index === candidate.words.length - 1;
        // Two words of one concept side by side ("petrol diesel prices") are said once.
        if (!head && candidate.words[index + 1]?.concept === word.concept && !word.weak) return;
        if (word.weak || /^[A-Z]/u.test(word.text)) {
          words.push(word);
          return;
        }
        const written = slots[index] ?? new Set([word.lemma]);
        const role = head ? 'noun' : 'any';
        const mine = usual(word.concept, role, undefined, written) ?? word.lemma;
        const theirs = usual(word.concept, role, mine);
        const uses = (lemma: string | undefined) => spellings.get(word.concept)?.get(lemma ?? '')?.responses.count ?? 0;
        const moreUsed = theirs !== undefined && uses(theirs) > uses(mine);
        const lemma = theirs && (moreUsed || (inScript(theirs) && !inScript(mine))) ? theirs : mine;
        words.push(lemma === word.lemma ? word : wordFor(word.concept, lemma, word.noun || head));
      });
      return words;
    },
    pair(group, minimum) {
      const ranked = rank(group);
      const lead = ranked.find(({ concept }) => usual(concept, 'noun'));
      const leadNoun = lead && usual(lead.concept, 'noun');
      if (!lead || !leadNoun) return undefined;
      const partner = ranked.find(
        ({ concept }) =>
          concept !== lead.concept &&
          usual(concept, 'noun') &&
          support([concept, lead.concept]) >= Math.max(2, minimum),
      );
      if (!partner) return undefined;
      const partnerNoun = usual(partner.concept, 'noun')!;
      // The head is what happens ("attrition", "delays", "shortage"), the other word whom it happens to;
      // two things that merely meet ("AP" and "AI") make no name.
      const leadHappens = happens(lead.concept, leadNoun);
      const partnerHappens = happens(partner.concept, partnerNoun);
      if (!leadHappens && !partnerHappens) return undefined;
      const words =
        partnerHappens && !leadHappens
          ? [wordFor(lead.concept, leadNoun, true), wordFor(partner.concept, partnerNoun, true)]
          : [wordFor(partner.concept, partnerNoun, true), wordFor(lead.concept, leadNoun, true)];
      return { words, support: support([partner.concept, lead.concept]) };
    },
    compose(group) {
      const ranked = rank(group);
      const lead = ranked.find(({ concept }) => usual(concept, 'noun')) ?? ranked[0];
      if (!lead) return [{ text: [...group][0] ?? '', lemma: '', concept: '', noun: true, weak: false }];
      const leadNoun = usual(lead.concept, 'noun');
      // An adjective most of them use, with the noun it describes: "rural market", "frozen foods".
      const adjective = usual(lead.concept, 'adjective');
      const adjectiveUse = adjective ? (spellings.get(lead.concept)?.get(adjective)?.responses.count ?? 0) : 0;
      const nounUse = leadNoun ? (spellings.get(lead.concept)?.get(leadNoun)?.responses.count ?? 0) : 0;
      if (adjective && adjectiveUse >= 2 && adjectiveUse >= nounUse) {
        const nouns = [...(described.get(adjective) ?? [])].sort(
          (a, b) =>
            b[1].count - a[1].count ||
            count(canonicalConcept(b[0])) - count(canonicalConcept(a[0])) ||
            a[0].localeCompare(b[0]),
        );
        const noun = nouns[0]?.[0];
        const modifier: NameWord = {
          text: adjective,
          lemma: adjective,
          concept: lead.concept,
          noun: false,
          weak: false,
        };
        if (noun) return [modifier, wordFor(canonicalConcept(noun), noun, true)];
        if (leadNoun && leadNoun !== adjective) return [modifier, wordFor(lead.concept, leadNoun, true)];
      }
      if (leadNoun) {
        // When no word is used by most of them, the name of the kind ("partnerships" for partners,
        // channels and resellers), if one of them wrote it.
        const kind = spellings.get(lead.concept)?.get(lead.concept);
        if (kind?.noun && leadNoun !== lead.concept && nounUse * 2 <= count(lead.concept)) {
          return [wordFor(lead.concept, lead.concept, true)];
        }
        return [wordFor(lead.concept, leadNoun, true)];
      }
      return [wordFor(lead.concept, usual(lead.concept, 'any') ?? lead.concept, true)];
    },
    trend() {
      const best = [...trends.values()].sort(
        (a, b) => b.responses.count - a.responses.count || a.trend.localeCompare(b.trend),
      )[0];
      return best && { word: best.trend, responses: best.responses.count };
    },
  };
}
