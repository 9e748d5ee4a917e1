import { describe, expect, it } from 'vitest';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { buildCorpus } from './corpus.ts';
import { createStatementParser } from './nlp.ts';
import { findThemes } from './themes.ts';

// How a theme is named, on answers written for the test: an analyst's noun phrase with its modifier.
const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
const parser = createStatementParser();
const labels = (category: SwotCategory, texts: string[]) => {
  const corpus = buildCorpus(
    texts.map((text, index) => ({ ...blank, id: `r${index}`, [category]: text })),
    parser,
  );
  return findThemes(corpus.categories[category].statements).map((theme) => theme.label);
};

describe('theme names', () => {
  it('never names a theme by a bare adjective: the adjective comes with the noun it describes', () => {
    expect(
      labels('opportunities', [
        'Rural market is untapped',
        'Rural towns around the city',
        'Expand into rural villages',
      ]),
    ).toEqual(['rural towns']);
  });
  it('keeps the modifier people use and a trend most of them mention', () => {
    expect(
      labels('threats', ['Rising fuel costs', 'Fuel costs keep going up', 'Diesel costs are rising every month']),
    ).toEqual(['rising fuel costs']);
    expect(
      labels('threats', [
        'Margins are shrinking',
        'Suppliers keep cutting our margins',
        'Falling margins on every product',
      ]),
    ).toEqual(['falling margins']);
  });
  it('names what happens with whom it happens to, rather than gluing two words with "and"', () => {
    expect(
      labels('weaknesses', [
        'Drivers leave after a month',
        'High attrition among drivers',
        'Attrition is high in the warehouse',
        'Drivers quit without notice',
      ]),
    ).toEqual(['driver attrition']);
    const names = labels('weaknesses', ['Salesmen keep leaving', 'Drivers quit often', 'Attrition is high']);
    expect(names).toEqual(['attrition']);
  });
  it('keeps two things joined with "and" only when people wrote them together', () => {
    expect(
      labels('opportunities', ['Hotels and restaurants', 'hotels and restaurants in the city', 'Catering for hotels']),
    ).toEqual(['hotels and restaurants']);
  });
  it('keeps acronyms and negation', () => {
    expect(labels('weaknesses', ['No CRM', 'No CRM, leads get lost', 'We have no CRM so follow-ups slip'])).toEqual([
      'no CRM',
    ]);
  });
  it('reads a quality said of a thing as its modifier: "Billing is manual" is manual billing', () => {
    const [name] = labels('weaknesses', [
      'Order taking is manual',
      'Billing is manual and slow',
      'Manual entry of every invoice',
    ]);
    expect(name).toMatch(/^manual \w+/u);
    expect(
      labels('strengths', [
        'Our app is easy to use',
        'The app is easy to use for shopkeepers',
        'Customers love the app',
      ]),
    ).toEqual(['easy-to-use app']);
  });
  it('turns "portfolio of brands" into "brand portfolio", "too much credit" into "excess credit"', () => {
    expect(
      labels('strengths', ['Portfolio of brands', 'Wide portfolio of brands that sell', 'Our brand portfolio']),
    ).toEqual(['brand portfolio']);
    expect(
      labels('weaknesses', ['Too much credit to shops', 'We give too much credit', 'Credit is too loose']),
    ).toEqual(['excess credit']);
  });
  it('names rivals by the "other" people put before them', () => {
    expect(
      labels('threats', [
        'Other distributors cut prices',
        'Another distributor offers longer credit',
        'Other distributors poach our retailers',
      ]),
    ).toEqual(['other distributors']);
  });
  it('counts names given as examples as their kind: "Amazon, Flipkart and other marketplaces"', () => {
    const corpus = buildCorpus(
      [
        'Amazon, Flipkart and other marketplaces undercut us',
        'Flipkart is pushing our sellers away',
        'Amazon discounts every week',
      ].map((threats, index) => ({ ...blank, id: `r${index}`, threats })),
      parser,
    );
    const [theme] = findThemes(corpus.categories.threats.statements);
    expect(theme).toMatchObject({ label: 'marketplaces', mentions: 3 });
  });
  it('says a phrase one person wrote in the words most of them use', () => {
    // "diesel prices" and "petrol prices" are written once each; most of them say "fuel".
    const names = labels('threats', [
      'Diesel prices keep going up',
      'Petrol prices',
      'Fuel bills are huge',
      'Fuel is costly',
    ]);
    expect(names).toEqual(['fuel prices']);
  });
  it('does not name a theme by a detail two of ten mention', () => {
    const names = labels('weaknesses', [
      'Weak sales team',
      'Sales are slow this year',
      'Long sales cycles',
      'Sales cycles take months',
      'No sales playbook',
      'Sales depend on the founder',
      'sales process is unclear',
      'Not enough sales people',
      'Sales targets missed',
      'Sales pipeline is thin',
    ]);
    expect(names[0]).not.toMatch(/cycle/u);
  });
  it('keeps every name short, ending on a noun, never a lone adjective', () => {
    const names = [
      ...labels('weaknesses', ['Manual billing', 'Billing is manual', 'Paper registers', 'Stock is counted by hand']),
      ...labels('strengths', ['Loyal customers', 'Customers are loyal', 'Customer loyalty is high']),
    ];
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      expect(name.split(' ').length).toBeLessThanOrEqual(4);
      expect(['manual', 'loyal', 'rural', 'frozen']).not.toContain(name);
    }
  });
});
