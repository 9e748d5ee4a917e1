import { stemWord } from './stem.ts';
import { STOP_STEMS } from './stop-words.ts';
import { HINDI_CONCEPTS } from './languages/hindi-concepts.ts';

/**
 * The small vocabulary the engine knows about business writing. It is written
 * for the domain (how people write about competitors, costs, staff, systems,
 * customers and money in any organisation), not from any particular set of
 * answers: the evaluation corpora are never read to make it.
 */

/** Words that negate the phrase after them: "no CRM", "lack of training". */
export const NEGATORS: ReadonlySet<string> = new Set(['no', 'not', 'without', 'lack', 'absence', 'never', 'zero']);

/**
 * Words that carry no topic: they end a phrase and are never a theme or a
 * keyword ("lot of", "things", "cannot").
 */
const FILLERS = new Set([
  'lot',
  'thing',
  'way',
  'kind',
  'sort',
  'bit',
  'part',
  'side',
  'time',
  'year',
  'month',
  'week',
  'day',
  'today',
  'issue',
  'problem',
  'point',
  'etc',
  'stuff',
  'something',
  'anything',
  'everything',
  'nothing',
  'cannot',
  'can',
  'able',
  'view',
  'opinion',
  'case',
  'example',
  'reason',
  'number',
  'level',
  'lack',
  'absence',
  'need',
  'company',
  'organisation',
  'organization',
  'business',
  'firm',
  'people',
  'person',
  'everyone',
  'us',
  'we',
  'our',
  'one',
  'area',
  'place',
  'main',
  'biggest',
  'big',
  'major',
  'key',
  'other',
  'such',
  'same',
  'many',
  'much',
  'more',
  'most',
  'less',
  'few',
  'several',
  'various',
  'whole',
  'overall',
  'general',
  'current',
  'future',
  'last',
  'next',
  'first',
  'sure',
  'certain',
  'possible',
]);

/**
 * What every answer about a workplace is about: "work" and "job" (काम, kaam). A theme named by them alone
 * ("Work", "job work", "kaam") says nothing of what about the work people raised.
 */
const BACKGROUND_CONCEPTS = new Set(['work', 'job']);

/** Whether a theme's label is made of background words only (see BACKGROUND_CONCEPTS). */
export function namesOnlyBackground(label: string): boolean {
  const words = label.toLowerCase().split(/\s+/u).filter(Boolean);
  return words.length > 0 && words.every((word) => BACKGROUND_CONCEPTS.has(canonicalConcept(stemWord(word))));
}

/**
 * Evaluative and degree words: part of a phrase ("slow delivery", "poor
 * communication") but not what the theme is about.
 */
const WEAK_MODIFIERS = new Set([
  'good',
  'great',
  'excellent',
  'strong',
  'weak',
  'poor',
  'bad',
  'high',
  'higher',
  'low',
  'lower',
  'new',
  // "new" in Hindi, in both scripts
  'naya',
  'nayi',
  'naye',
  'नया',
  'नई',
  'नए',
  'better',
  'best',
  'worse',
  'proper',
  'enough',
  'very',
  'slow',
  'fast',
  'quick',
  'long',
  'small',
  'large',
  'huge',
  'little',
  'increase',
  'increasing',
  'rise',
  'rising',
  'grow',
  'growing',
  'reduce',
  'reducing',
  'limited',
  'lose',
  'losing',
  'improve',
  'add',
  'start',
  'continue',
  'help',
  'happen',
  // A price is an attribute of a topic (fuel prices, a rival's prices), not the topic itself.
  'price',
  // "own vehicles", "our own app": what the organisation holds, said of a topic.
  'own',
]);

/**
 * Words that only judge ("good", "excellent", "poor"): left out of a theme's
 * name, where they add a tone but no subject ("excellent customer service"
 * is the "customer service" theme).
 */
const EVALUATIVE = new Set([
  'good',
  'great',
  'excellent',
  'strong',
  'weak',
  'poor',
  'bad',
  'better',
  'best',
  'worse',
  'worst',
  'proper',
  'enough',
  'very',
  'nice',
  'terrible',
  'awful',
  'decent',
]);

export function isEvaluative(lemma: string): boolean {
  return EVALUATIVE.has(lemma);
}

/**
 * Words that say a quantity moves: when many of a theme's statements say so,
 * its name says so too ("rising fuel prices", "falling margins").
 */
const TRENDS: Record<'rising' | 'falling', readonly string[]> = {
  rising: [
    'rise',
    'rising',
    'increase',
    'increasing',
    'grow',
    'growing',
    'soar',
    'soaring',
    'climb',
    'climbing',
    'surge',
  ],
  falling: [
    'fall',
    'falling',
    'decline',
    'declining',
    'shrink',
    'shrinking',
    'reduce',
    'reducing',
    'cut',
    'cutting',
    'drop',
    'dropping',
    'squeeze',
    'squeezed',
    'erode',
    'eroding',
  ],
};
const TREND_OF = new Map<string, 'rising' | 'falling'>();
for (const [trend, words] of Object.entries(TRENDS))
  for (const word of words) TREND_OF.set(word, trend as 'rising' | 'falling');

/** "rising" for "increase", "growing"; "falling" for "shrinking", "cut"; undefined for other words. */
export function trendOf(lemma: string): 'rising' | 'falling' | undefined {
  return TREND_OF.get(lemma);
}

/**
 * Ways of saying the same thing in business answers, folded to one concept.
 * Each group is one idea a strategy team would treat as one theme.
 */
const SYNONYM_GROUPS: Record<string, readonly string[]> = {
  competition: ['competitor', 'competition', 'compete', 'competing', 'competitive', 'rival', 'incumbent', 'copycat'],
  online: [
    'online',
    'e-commerce',
    'ecommerce',
    'commerce',
    'q-commerce',
    'internet',
    'web',
    'website',
    'e-tailer',
    'marketplace',
    'platform',
    'digital',
    'app',
    'apps',
    'application',
  ],
  cost: ['cost', 'expense', 'expenditure', 'overhead', 'inflation', 'bill'],
  fuel: ['fuel', 'diesel', 'petrol', 'gas', 'energy', 'electricity'],
  staff: [
    'staff',
    'employee',
    'personnel',
    'manpower',
    'workforce',
    'headcount',
    'doctor',
    'nurse',
    'nursing',
    'physician',
    'consultant',
    'specialist',
    'technician',
    'pharmacist',
    'engineer',
    'developer',
    'driver',
    'worker',
    'teacher',
  ],
  // Not "turnover": in Indian and British business English it is revenue as often as staff leaving.
  attrition: ['attrition', 'resign', 'resignation', 'quit', 'leave', 'poach', 'poaching'],
  hiring: ['hire', 'hiring', 'recruit', 'recruitment', 'recruiting'],
  customer: ['customer', 'client', 'consumer', 'buyer'],
  coworker: ['coworker', 'co-worker', 'colleague', 'teammate', 'workmate'],
  regulation: [
    'regulation',
    'regulatory',
    'regulator',
    'law',
    'rule',
    'compliance',
    'mandate',
    'policy',
    'legislation',
  ],
  government: ['government', 'govt', 'ministry', 'state', 'public', 'municipal'],
  funding: ['fund', 'funding', 'grant', 'investor', 'investment', 'capital', 'fundraising', 'vc', 'budget'],
  // Systems and their absence are one idea: how digitised the work is.
  systems: [
    'software',
    'system',
    'erp',
    'crm',
    'it',
    'technology',
    'tech',
    'tool',
    'digitisation',
    'digitization',
    'manual',
    'manually',
    'paper',
    'paperwork',
    'excel',
    'spreadsheet',
    'handwritten',
  ],
  receivables: ['credit', 'receivable', 'outstanding', 'collection', 'due', 'dues', 'overdue', 'debtor', 'recovery'],
  cash: ['cash', 'liquidity', 'runway', 'burn', 'working-capital'],
  expansion: [
    'expand',
    'expansion',
    'territory',
    'region',
    'geography',
    'international',
    'abroad',
    'export',
    'district',
    'city',
    'town',
    'village',
    'rural',
    'overseas',
    'country',
  ],
  training: ['train', 'training', 'course', 'certification', 'upskilling', 'skill', 'workshop', 'programme', 'program'],
  salary: ['salary', 'wage', 'pay', 'compensation', 'remuneration', 'incentive'],
  margin: ['margin', 'commission', 'markup', 'profitability'],
  delivery: ['delivery', 'logistics', 'dispatch', 'shipping', 'shipment', 'transport', 'fleet', 'vehicle', 'truck'],
  documentation: ['documentation', 'doc', 'docs', 'guide', 'wiki', 'handbook'],
  onboarding: ['onboarding', 'induction', 'orientation'],
  relationship: ['relationship', 'relation', 'rapport', 'trust', 'loyalty', 'loyal', 'goodwill', 'bond'],
  reputation: ['reputation', 'brand', 'name', 'image', 'recognition', 'credibility'],
  security: ['security', 'breach', 'hack', 'hacking', 'cyber', 'cyberattack', 'fraud', 'leak'],
  churn: ['churn', 'cancel', 'cancellation', 'downgrade', 'non-renewal'],
  equipment: ['equipment', 'machine', 'machinery', 'device', 'instrument'],
  shortage: ['shortage', 'understaffed', 'understaffing', 'scarcity', 'deficit', 'vacant', 'vacancy', 'vacancies'],
  ai: ['ai', 'llm', 'gpt', 'genai', 'chatbot', 'artificial', 'intelligence'],
  automation: ['automation', 'automate', 'automated'],
  partnership: ['partner', 'partnership', 'alliance', 'reseller', 'collaboration', 'tie-up', 'channel'],
  errors: ['error', 'mistake', 'inaccuracy', 'wrong'],
  defects: ['bug', 'defect', 'glitch', 'crash', 'outage', 'downtime'],
  waiting: ['wait', 'waiting', 'queue', 'crowd', 'overcrowding', 'overcrowded', 'rush', 'backlog', 'delay', 'delayed'],
  hygiene: ['hygiene', 'cleanliness', 'clean', 'sanitation', 'dirty', 'toilet', 'washroom'],
  communication: ['communication', 'communicate', 'coordination', 'silo', 'alignment'],
  price: ['price', 'pricing', 'rate', 'tariff', 'fee', 'discount'],
  budget: ['spending', 'spend', 'austerity'],
  economy: ['economy', 'economic', 'recession', 'slowdown', 'downturn', 'macro'],
  supply: ['supply', 'supplier', 'vendor', 'procurement', 'sourcing', 'stock-out', 'stockout'],
  marketing: ['marketing', 'advertising', 'promotion', 'campaign', 'branding'],
  sales: ['sales', 'selling', 'salesman', 'salesperson', 'sdr', 'pipeline', 'go-to-market', 'gtm', 'lead'],
  process: ['process', 'procedure', 'workflow', 'bureaucracy', 'approval'],
  quality: ['quality', 'reliability', 'reliable', 'consistency'],
  support: ['support', 'service', 'helpdesk', 'responsiveness'],
  expertise: ['experience', 'experienced', 'expertise', 'expert', 'skilled', 'knowledge', 'veteran', 'senior'],
  stock: ['stock', 'inventory', 'expiry', 'expired', 'wastage', 'damage', 'spoilage', 'shrinkage'],
  warehouse: ['warehouse', 'godown', 'storage', 'cold-storage', 'depot'],
  infrastructure: ['infrastructure', 'building', 'facility', 'premise', 'power'],
  tax: ['tax', 'gst', 'vat', 'duty', 'customs'],
  dependence: ['dependence', 'dependency', 'depend', 'dependent', 'reliance', 'rely', 'concentration'],
  priorities: ['priority', 'focus', 'roadmap', 'direction', 'strategy', 'vision'],
  violence: ['violence', 'assault', 'attack', 'aggression', 'abuse', 'threaten', 'harassment'],
  legal: ['legal', 'lawsuit', 'litigation', 'court', 'complaint', 'notice', 'liability', 'dispute'],
  outbreak: ['outbreak', 'epidemic', 'pandemic', 'disease', 'infection', 'virus'],
  climate: ['climate', 'weather', 'monsoon', 'flood', 'drought', 'heatwave'],
  culture: ['culture', 'values', 'transparency', 'ownership', 'morale', 'teamwork'],
  integration: ['integration', 'integrate', 'api', 'connector', 'plugin'],
  upsell: ['upsell', 'cross-sell', 'upselling', 'add-on'],
};

const CONCEPT_OF = new Map<string, string>();
for (const [concept, words] of Object.entries(SYNONYM_GROUPS)) {
  for (const word of words) CONCEPT_OF.set(stemWord(word), concept);
}
// Hindi forms of the same concepts (languages/hindi-concepts.ts): "वेतन", "tankhwah" and "salary" are one.
// A concept is one word, so forms of two words are left to the words they are made of.
for (const [english, ...forms] of HINDI_CONCEPTS) {
  const concept = CONCEPT_OF.get(stemWord(english!)) ?? stemWord(english!);
  for (const form of forms) {
    const word = stemWord(form.toLowerCase());
    if (!form.includes(' ') && !CONCEPT_OF.has(word)) CONCEPT_OF.set(word, concept);
  }
}

/** The concept a lemma stands for: its synonym group, else the lemma itself. */
export function canonicalConcept(lemma: string): string {
  return CONCEPT_OF.get(lemma) ?? lemma;
}

export function isGenericWord(lemma: string): boolean {
  return FILLERS.has(lemma) || STOP_STEMS.has(lemma) || lemma.length < 2 || !/\p{L}/u.test(lemma);
}

export function isWeakModifier(lemma: string): boolean {
  return WEAK_MODIFIERS.has(lemma) || WEAK_MODIFIERS.has(canonicalConcept(lemma));
}

/**
 * Concepts that name the world outside the organisation: actors it does not
 * control (competitors, governments, markets) and forces (economy, regulation,
 * climate). A statement about them is external: an opportunity or a threat.
 */
export const EXTERNAL_CONCEPTS: ReadonlySet<string> = new Set([
  'competition',
  'government',
  'regulation',
  'economy',
  'tax',
  'climate',
  'outbreak',
  'market',
  'industry',
  'startup',
  'player',
  'entrant',
  'platform',
]);

/** Verbs that describe fixing something of one's own: a statement starting with them is about a weakness. */
export const FIX_VERBS: ReadonlySet<string> = new Set([
  'fix',
  'repair',
  'resolve',
  'streamline',
  'clean',
  'sort',
  'overhaul',
  'replace',
]);
