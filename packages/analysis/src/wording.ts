import type { SwotCategory } from '@foursight/shared/domain/swots';
import { headPhrase, isAboutPeople } from './people.ts';
import { stemWord } from './stem.ts';
import { canonicalConcept } from './vocabulary.ts';
import type { WordVectors } from './word-vectors.ts';

/**
 * The action a theme calls for, as a verb phrase that takes the theme's name
 * ("cut rising fuel prices", "expand into new districts", "replace manual
 * work with a digital system"), so goals and recommendations read as
 * sentences, never as a word in quotes. The verb follows what the theme is
 * about (its words' concepts, from the business synonym table) and the
 * quadrant it is in; without a known concept the quadrant's verb is used:
 * build on a strength, fix a weakness, pursue an opportunity, prepare for a threat.
 */
interface Rule {
  quadrants: readonly SwotCategory[];
  /** Any of these concepts (or words) in the name. */
  concepts: readonly string[];
  act: (name: string, words: readonly string[]) => string;
}

/** Words that say the work is done by hand: such a weakness is replaced, not fixed. */
const BY_HAND = new Set([
  'manual',
  'manually',
  'paper',
  'paperwork',
  'excel',
  'spreadsheet',
  'handwritten',
  'register',
  'diary',
]);
/** Places a business expands into. */
const PLACES = new Set([
  'market',
  'region',
  'district',
  'city',
  'town',
  'territory',
  'state',
  'country',
  'area',
  'village',
  'taluka',
]);
/** Things launched: an app, a portal. */
const LAUNCHED = new Set([
  'app',
  'application',
  'portal',
  'platform',
  'website',
  'marketplace',
  'store',
  'catalogue',
  'catalog',
]);

const RULES: readonly Rule[] = [
  {
    quadrants: ['weaknesses'],
    concepts: ['systems'],
    act: (name, words) =>
      words.some((word) => BY_HAND.has(word)) ? `replace ${name} with a digital system` : `upgrade ${name}`,
  },
  { quadrants: ['weaknesses'], concepts: ['cost', 'fuel', 'price', 'overhead'], act: (name) => `cut ${name}` },
  { quadrants: ['threats'], concepts: ['cost', 'fuel', 'price', 'salary', 'tax'], act: (name) => `offset ${name}` },
  {
    quadrants: ['weaknesses'],
    concepts: ['attrition', 'churn', 'shortage', 'errors', 'defects', 'dependence', 'delay', 'loss', 'debt'],
    act: (name) => `reduce ${name}`,
  },
  { quadrants: ['threats'], concepts: ['attrition', 'churn', 'poaching'], act: (name) => `reduce ${name}` },
  { quadrants: ['weaknesses'], concepts: ['waiting'], act: (name) => `ease ${name}` },
  { quadrants: ['weaknesses'], concepts: ['receivables'], act: (name) => `bring ${name} under control` },
  { quadrants: ['weaknesses'], concepts: ['priorities'], act: (name) => `clarify ${name}` },
  {
    quadrants: ['weaknesses'],
    concepts: [
      'support',
      'communication',
      'documentation',
      'onboarding',
      'training',
      'process',
      'quality',
      'delivery',
      'hygiene',
      'cash',
    ],
    act: (name) => `improve ${name}`,
  },
  {
    quadrants: ['threats'],
    concepts: ['competition', 'online', 'other', 'player', 'entrant', 'startup'],
    act: (name) => `counter ${name}`,
  },
  {
    quadrants: ['threats'],
    concepts: ['security', 'legal', 'violence', 'margin'],
    act: (name) => `guard against ${name}`,
  },
  {
    quadrants: ['opportunities'],
    // Expansion words, or a place as the head: "new districts", "the Middle East market".
    concepts: ['expansion', ...[...PLACES].map((place) => `head:${place}`)],
    act: (name, words) => `expand into ${places(name, words)}`,
  },
  {
    quadrants: ['opportunities'],
    concepts: ['online'],
    act: (name, words) => {
      const head = words.at(-1) ?? '';
      return LAUNCHED.has(stemWord(head)) && head === stemWord(head)
        ? `launch ${article(name)} ${name}`
        : `launch ${name}`;
    },
  },
  { quadrants: ['opportunities'], concepts: ['funding'], act: (name) => `apply for ${name}` },
  {
    quadrants: ['opportunities'],
    concepts: ['ai', 'automation', 'integration', 'training', 'upsell', 'marketing'],
    act: (name) => `invest in ${name}`,
  },
  { quadrants: ['opportunities'], concepts: ['partnership'], act: (name) => `build ${name}` },
];

const DEFAULT: Record<SwotCategory, (name: string) => string> = {
  strengths: (name) => `build on ${name}`,
  weaknesses: (name) => `fix ${name}`,
  opportunities: (name) => `pursue ${name}`,
  threats: (name) => `prepare for ${name}`,
};

/**
 * A theme about people takes a verb that fits people (people.ts decides it from the head noun): a
 * strength's people are recognised and kept, a weakness's supported, or retained when what they
 * said is about people leaving, an opportunity's attracted; a threat's retained or stayed close to.
 */
const PEOPLE_ACTIONS: Record<SwotCategory, (phrase: string, leaving: boolean) => string> = {
  strengths: (phrase) => `recognise and keep ${phrase}`,
  weaknesses: (phrase, leaving) => (leaving ? `retain ${phrase}` : `support ${phrase}`),
  opportunities: (phrase) => `attract ${phrase}`,
  threats: (phrase, leaving) => (leaving ? `retain ${phrase}` : `stay close to ${phrase}`),
};
const LEAVING = new Set(['attrition', 'churn', 'poaching']);

/** A word's concept, tried as written, as a singular and without -ing or -ed ("leaving" is "leave"). */
function conceptsOf(word: string): string[] {
  const lower = word.toLowerCase();
  const forms = [lower, stemWord(lower)];
  const verb = /^(.{3,}?)(?:ing|ed)$/u.exec(lower)?.[1];
  if (verb) forms.push(verb, `${verb}e`);
  return forms.map((form) => canonicalConcept(form));
}

/** What the theme is, besides its name: its keywords, and the word vectors to tell whether it is about people. */
export interface ThemeWords {
  keywords?: readonly string[];
  /** Without them (on the HTTP thread, where the 8 MB file is not loaded) no theme is taken as about people. */
  vectors?: WordVectors;
}

/** What to do about a theme, as a verb phrase in lowercase: "reduce driver attrition". */
export function actionFor(category: SwotCategory, name: string, about: ThemeWords = {}): string {
  const words = name.split(/\s+/u).map((word) => word.toLowerCase());
  const negation = /^(?:no|not|without|lack of|absence of)\s+/u.exec(name);
  // "no CRM" is put in place.
  if (negation && category !== 'threats') return `put ${name.slice(negation[0].length)} in place`;
  const concepts = new Set(words.flatMap((word) => [word, canonicalConcept(stemWord(word))]));
  concepts.add(`head:${stemWord(words.at(-1) ?? '')}`);
  const rule = RULES.find(
    (candidate) =>
      candidate.quadrants.includes(category) && candidate.concepts.some((concept) => concepts.has(concept)),
  );
  if (rule) return rule.act(name, words);
  if (about.vectors && isAboutPeople(name, about.vectors)) {
    const leaving = [...words, ...(about.keywords ?? [])].some((word) =>
      conceptsOf(word).some((concept) => LEAVING.has(concept)),
    );
    return PEOPLE_ACTIONS[category](headPhrase(name), leaving);
  }
  return DEFAULT[category](name);
}

/** The same, as an imperative sentence start: "Reduce driver attrition". */
export function actionTitle(category: SwotCategory, name: string, about: ThemeWords = {}): string {
  return capitalise(actionFor(category, name, about));
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "GCC expansion" → "GCC markets"; "new districts" stays; "Middle East market" → "the Middle East market". */
function places(name: string, words: readonly string[]): string {
  const head = words.at(-1) ?? '';
  const stem = stemWord(head);
  if (canonicalConcept(stem) === 'expansion' && !PLACES.has(stem)) {
    const before = name.split(/\s+/u).slice(0, -1).join(' ');
    return before ? `${before} markets` : 'new markets';
  }
  return PLACES.has(stem) && stem === head ? `the ${name}` : name;
}

function article(name: string): string {
  return /^[aeiou]/iu.test(name) ? 'an' : 'a';
}

/**
 * The verb in the number of a theme's name: "quick commerce makes it worse",
 * "rising fuel prices make it worse". A name is plural when its last word
 * ends in a plural "s" (not "-ss", "-us", "-is", "-ics": "loss", "status",
 * "analysis", "logistics").
 */
export function agreeing(name: string, singular: string, plural: string): string {
  const last = name.trim().split(/\s+/u).at(-1)?.toLowerCase() ?? '';
  const isPlural = /[^s]s$/u.test(last) && !/(?:us|is|ics)$/u.test(last);
  return isPlural ? plural : singular;
}
