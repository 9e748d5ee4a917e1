import type { SwotCategory } from '@foursight/shared/domain/swots';
import type { ParsedStatement, Token } from './nlp.ts';
import { canonicalConcept, EXTERNAL_CONCEPTS, FIX_VERBS } from './vocabulary.ts';

/**
 * SWOT-aware reading: strengths and weaknesses are internal (what the
 * organisation has or does), opportunities and threats external (what others
 * and the world do). A statement typed into the wrong side is counted in the
 * quadrant it belongs to and shown as "possibly misplaced" where it was typed.
 * Only clear cases move:
 *  - a weakness whose subject is someone else acting ("Rivals are poaching
 *    our engineers", "Acme launched a cheaper plan") or an external force
 *    ("new regulation will raise costs") is a threat;
 *  - a threat that describes the organisation's own state ("Our lift is not
 *    working", "Our website is outdated") is a weakness;
 *  - an opportunity that is an instruction to fix something of one's own
 *    ("Fix the onboarding docs") is a weakness.
 */
export function classifyPlacement(writtenIn: SwotCategory, parsed: ParsedStatement): SwotCategory {
  if (writtenIn === 'weaknesses' && readsExternal(parsed.tokens)) return 'threats';
  if (writtenIn === 'threats' && readsOwnState(parsed.tokens)) return 'weaknesses';
  if (writtenIn === 'opportunities' && readsAsFix(parsed.tokens)) return 'weaknesses';
  return writtenIn;
}

const FIRST_PERSON = new Set(['we', 'our', 'us', 'i', 'my', 'ours']);
/** "our" or "us" after the verb: the organisation is the object of someone else's action. */
const OBJECT_OF_US = new Set(['our', 'us']);
const NEGATION = new Set(['no', 'not', "n't", 'never', 'without']);

/** A capitalised first noun or adjective may be a name ("Zoho launched"). */
const tagOf = (token: Token) => (token.maybeName ? 'PROPN' : token.pos);

/** The tokens before the first verb: the statement's subject. */
function subjectOf(tokens: readonly Token[]): { subject: Token[]; verb: Token | undefined; rest: Token[] } {
  const at = tokens.findIndex((token) => token.pos === 'VERB');
  if (at < 0) return { subject: [...tokens], verb: undefined, rest: [] };
  return { subject: tokens.slice(0, at), verb: tokens[at], rest: tokens.slice(at + 1) };
}

function readsExternal(tokens: readonly Token[]): boolean {
  const { subject, verb, rest } = subjectOf(tokens);
  const nouns = subject.filter((token) => tagOf(token) === 'NOUN' || tagOf(token) === 'PROPN');
  if (nouns.length === 0) return false;
  if (subject.some((token) => FIRST_PERSON.has(token.lemma) || NEGATION.has(token.lemma))) return false;
  // A statement that goes on about "we" is about the organisation itself.
  if (tokens.some((token) => token.lemma === 'we' || token.lemma === 'i')) return false;
  const externalSubject = nouns.some((token) => EXTERNAL_CONCEPTS.has(canonicalConcept(token.lemma)));
  // Without a verb the "subject" is the whole statement, a list of points ("software slow, no mobile banking,
  // customers go to another bank", with Hindi's verb read as a particle): it is external when it starts with
  // someone else, not when someone else is its last point.
  if (!verb) {
    // The first noun as tagged: a capitalised first adjective ("New competitors") may be a name, not the head.
    const head = subject.find((token) => token.pos === 'NOUN' || token.pos === 'PROPN') ?? nouns[0]!;
    return EXTERNAL_CONCEPTS.has(canonicalConcept(head.lemma));
  }
  if (rest.some((token) => NEGATION.has(token.lemma))) return false;
  // Someone else acting on us: "<others> <verb> ... our <thing>".
  const actsOnUs = rest.some((token) => OBJECT_OF_US.has(token.lemma));
  // A named organisation (a proper noun as the whole subject) doing something: "Acme launched ...".
  const namedActor =
    subject[0] !== undefined && tagOf(subject[0]) === 'PROPN' && nouns.every((token) => tagOf(token) === 'PROPN');
  const acronymOnly = nouns.every((token) => /^[A-Z0-9&]+s?$/u.test(token.value));
  return externalSubject || actsOnUs || (namedActor && !acronymOnly && verb.value.toLowerCase().endsWith('ed'));
}

function readsOwnState(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  if (!first || (first.lemma !== 'our' && first.lemma !== 'my')) return false;
  if (tokens.some((token) => EXTERNAL_CONCEPTS.has(canonicalConcept(token.lemma)))) return false;
  // "Our X is not working / is outdated / keeps breaking": the state of something we own, said as a fault.
  const negated = tokens.some((token) => NEGATION.has(token.lemma));
  const describedBy = tokens.slice(1, 6).some((token) => token.pos === 'AUX');
  const losingTo = tokens.some((token) => token.lemma === 'to' || token.lemma === 'lose' || token.lemma === 'losing');
  return negated && describedBy && !losingTo;
}

function readsAsFix(tokens: readonly Token[]): boolean {
  const first = tokens[0];
  return first !== undefined && FIX_VERBS.has(first.lemma);
}
