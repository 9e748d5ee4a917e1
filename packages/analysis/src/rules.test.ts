import { describe, expect, it } from 'vitest';
import { analyseSwot, type ResponseText } from './analyse-swot.ts';
import { buildCorpus, splitStatements } from './corpus.ts';
import { createStatementParser } from './nlp.ts';
import { findThemes } from './themes.ts';

// The rules of the statistical reading, each on texts written for the test.
const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
const parser = createStatementParser();
const respond = (answers: Partial<Omit<ResponseText, 'id'>>[]): ResponseText[] =>
  answers.map((answer, index) => ({ ...blank, ...answer, id: `r${index}` }));
const themesIn = (category: 'weaknesses' | 'threats' | 'strengths' | 'opportunities', texts: string[]) => {
  const corpus = buildCorpus(respond(texts.map((text) => ({ [category]: text }))), parser);
  return findThemes(corpus.categories[category].statements);
};

describe('noun phrases', () => {
  it('keeps negation and modifiers in the phrase', () => {
    const phrases = parser.parse('No CRM and slow delivery to stores').phrases.map((phrase) => phrase.text);
    expect(phrases).toContain('no CRM');
    expect(phrases).toContain('slow delivery');
    expect(parser.parse('No CRM').phrases[0]?.negated).toBe(true);
  });
  it('keeps hyphenated compounds whole and never counts their fragments or negations as keywords', () => {
    const parsed = parser.parse('We cannot stock gluten-free snacks');
    const keywords = parsed.keywords.map(([lemma]) => lemma);
    expect(keywords).toContain('gluten-free');
    expect(keywords).not.toContain('free');
    expect(keywords).not.toContain('cannot');
  });
  it('reads acronyms as words', () => {
    expect(parser.parse('Our ERP is old').keywords.map(([, written]) => written)).toContain('ERP');
  });
  it('splits a comma list of short items into statements, but not a sentence with commas', () => {
    expect(splitStatements('quick delivery, loyal clients, cold storage')).toEqual([
      'quick delivery',
      'loyal clients',
      'cold storage',
    ]);
    expect(splitStatements('When orders rise, our small warehouse overflows and stock gets damaged')).toHaveLength(1);
  });
});

describe('themes', () => {
  it('groups paraphrases through the business synonym table and counts distinct responses', () => {
    const themes = themesIn('threats', [
      'Competitors are cutting prices',
      'New rivals with deep pockets',
      'Competition from cheaper players, and competitors copy our features',
      'Rising fuel cost',
      'Fuel and electricity costs keep rising',
    ]);
    expect(themes[0]?.mentions).toBe(3);
    expect(themes[0]?.responseIds.sort()).toEqual(['r0', 'r1', 'r2']);
    expect(themes[1]?.mentions).toBe(2);
  });
  it('puts each statement in one theme only', () => {
    const themes = themesIn('weaknesses', [
      'Manual billing and no ERP',
      'Billing mistakes every week',
      'No ERP system, everything on paper',
      'Paper registers for stock',
    ]);
    const quoted = themes.flatMap((theme) => theme.quotes.map((quote) => quote.text));
    expect(new Set(quoted).size).toBe(quoted.length);
    const ids = themes.flatMap((theme) => theme.responseIds);
    expect(themes.reduce((sum, theme) => sum + theme.mentions, 0)).toBe(ids.length);
  });
  it('ranks themes by their counts and quotes their own statements, not whole answers', () => {
    const themes = themesIn('strengths', [
      'Loyal customers. Our office is in the city centre.',
      'Customers are loyal and stay for years',
      'Customer loyalty',
      'Skilled engineers',
      'Our engineers are skilled',
    ]);
    expect(themes.map((theme) => theme.mentions)).toEqual([3, 2]);
    expect(themes[0]?.quotes.map((quote) => quote.text)).toContain('Loyal customers.');
  });
});

describe('misplaced statements', () => {
  it('counts an external factor typed under Weaknesses as a threat, quoted as written and marked', () => {
    const analysis = analyseSwot(
      respond([
        { weaknesses: 'Acme launched a cheaper plan', threats: 'Rivals are poaching our engineers' },
        { weaknesses: 'Rivals are poaching our engineers', threats: 'Competitors undercut on price' },
        { weaknesses: 'Slow invoicing', threats: 'Competition from rivals abroad' },
      ]),
      new Date(),
      parser,
    );
    const threats = analysis.categoryAnalysis.threats.topThemes;
    const moved = threats.flatMap((theme) => theme.quotes).find((quote) => quote.writtenIn === 'weaknesses');
    expect(moved?.text).toBe('Rivals are poaching our engineers');
    const weaknessQuotes = analysis.categoryAnalysis.weaknesses.topThemes.flatMap((theme) => theme.quotes);
    expect(weaknessQuotes.map((quote) => quote.text)).not.toContain('Rivals are poaching our engineers');
  });
  it('counts the organisation’s own fault typed under Threats as a weakness', () => {
    const corpus = buildCorpus(respond([{ threats: 'Our website is not working on phones' }]), parser);
    expect(corpus.categories.weaknesses.statements[0]?.writtenIn).toBe('threats');
    expect(corpus.categories.threats.statements).toEqual([]);
  });
  it('reads a list of points without a verb as external only when it starts with someone else', () => {
    const corpus = buildCorpus(
      respond([
        { weaknesses: 'सॉफ्टवेयर धीमा, मोबाइल बैंकिंग नहीं, ग्राहक दूसरी बैंक चले जाते' },
        { weaknesses: 'New competitors from Bangalore' },
      ]),
      parser,
    );
    expect(corpus.categories.weaknesses.statements.map((statement) => statement.text)).toEqual([
      'सॉफ्टवेयर धीमा, मोबाइल बैंकिंग नहीं, ग्राहक दूसरी बैंक चले जाते',
    ]);
    expect(corpus.categories.threats.statements.map((statement) => statement.text)).toEqual([
      'New competitors from Bangalore',
    ]);
  });
  it('leaves statements about one’s own staff and customers where they were typed', () => {
    const corpus = buildCorpus(
      respond([{ weaknesses: 'Salesmen keep leaving' }, { weaknesses: 'Retailers not paying on time' }]),
      parser,
    );
    expect(corpus.categories.weaknesses.statements).toHaveLength(2);
  });
});

describe('actions and sentiment', () => {
  const analysis = analyseSwot(
    respond([
      {
        strengths: 'Loyal customers',
        weaknesses: 'No CRM. Slow delivery. Billing errors',
        opportunities: 'Online sales',
        threats: 'Rising fuel cost. Competitors',
      },
      {
        strengths: 'Loyal customers',
        weaknesses: 'No CRM, slow delivery',
        opportunities: 'Online ordering',
        threats: 'Fuel cost. Competitors cutting prices',
      },
      { weaknesses: 'Billing errors. Slow delivery', threats: 'Competition. Fuel prices' },
      { weaknesses: 'Terrible billing errors, awful delays', threats: 'Rivals are winning our worst customers' },
    ]),
    new Date(),
    parser,
  );
  it('never repeats an action across quick wins, priority actions and the plan, at most 3 per list', () => {
    const lists = [
      analysis.quickWins,
      analysis.priorityActions,
      analysis.actionPlan.immediate,
      analysis.actionPlan.shortTerm,
      analysis.actionPlan.longTerm,
    ];
    const texts = lists.flat().map((item) => item.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const list of lists) expect(list.length).toBeLessThanOrEqual(3);
    expect(texts.length).toBeGreaterThan(2);
  });
  it('does not call a complaint-heavy set positive', () => {
    expect(analysis.sentiment.label).not.toBe('positive');
    expect(analysis.sentiment.score).toBeLessThanOrEqual(0);
  });
});
