import { canonicalConcept } from './vocabulary.ts';

/** A tagged word, as nlp.ts reads it (its own type, so this module does not import the parser back). */
interface TaggedWord {
  value: string;
  lemma: string;
  pos: string;
}

/**
 * "Other companies pay more", "दूसरी कंपनी ज्यादा पैसे देती है", "dusri company le jaati hai": an
 * organisation called "other" is a rival, whatever the language. Read as the organisation alone ("company"),
 * those statements become a theme of companies, or none; read as competition they join "competitors pay more"
 * and "competition for manpower". Not after "our" ("our other warehouses" are the organisation's own), and
 * only for kinds of organisation a rival is (a company, an employer, a bank), not for places an organisation
 * has many of (sites, stores, branches).
 */
const OTHER = new Set([
  'other',
  'another',
  'दूसरी',
  'दूसरे',
  'दूसरा',
  'दूसरों',
  'अन्य',
  'dusri',
  'dusre',
  'dusra',
  'doosri',
  'doosre',
  'doosra',
  'anya',
]);
const OURS = new Set([
  'our',
  'my',
  'हमारी',
  'हमारे',
  'हमारा',
  'अपनी',
  'अपने',
  'अपना',
  'hamari',
  'hamare',
  'hamara',
  'apni',
  'apne',
  'apna',
]);
/** Kinds of organisation that compete with one (for customers, money or people). */
const RIVAL_KINDS = new Set([
  'company',
  'employer',
  'firm',
  'bank',
  'brand',
  'player',
  'organisation',
  'organization',
  'institution',
  'lender',
  'warehouse',
  'hospital',
  'school',
  'college',
]);

/** Marks "other <organisation>" as a competitor: the organisation's word reads "competitor", "other" nothing. */
export function readRivals(tokens: TaggedWord[]): void {
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const other = tokens[index]!;
    if (!OTHER.has(other.value.toLowerCase())) continue;
    const before = tokens[index - 1];
    if (before && OURS.has(before.value.toLowerCase())) continue;
    const organisation = tokens[index + 1]!;
    if (!RIVAL_KINDS.has(canonicalConcept(organisation.lemma))) continue;
    organisation.lemma = 'competitor';
    organisation.pos = 'NOUN';
    other.pos = 'PART';
  }
}
