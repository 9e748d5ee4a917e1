import { describe, expect, it } from 'vitest';
import { findSameTheme, groupSameThemes, isSameTheme, themeHeads } from './same-theme.ts';
import { wordVectors } from './word-vectors.ts';

const themes = (...labels: [string, number][]) => labels.map(([label, mentions]) => ({ label, mentions }));

describe('isSameTheme', () => {
  it('"driver attrition" and "drivers leaving" are one theme, told by the words people used for both', () => {
    // The keywords as the engine writes them for answers such as "Drivers quit without notice".
    expect(
      isSameTheme(
        { label: 'driver attrition', keywords: ['driver', 'attrition', 'quit', 'drivers'] },
        { label: 'drivers leaving', keywords: ['drivers', 'leaving', 'quit'] },
      ),
    ).toBe(true);
    expect(
      isSameTheme(
        { label: 'driver attrition', keywords: ['driver', 'attrition', 'quit'] },
        { label: 'drivers', keywords: ['drivers', 'left'] },
      ),
    ).toBe(true);
  });

  it('"EV" and "electric vehicles" are one theme where the keywords show it', () => {
    expect(isSameTheme({ label: 'EV' }, { label: 'electric vehicles' })).toBe(true);
    expect(
      isSameTheme(
        { label: 'EV adoption', keywords: ['EV', 'adoption', 'electric', 'vehicles'] },
        { label: 'electric vehicles', keywords: ['electric', 'vehicles', 'EV'] },
      ),
    ).toBe(true);
    expect(isSameTheme({ label: 'EV adoption', keywords: ['EV', 'adoption'] }, { label: 'older vehicles' })).toBe(
      false,
    );
  });

  it('"older trucks" is not "driver attrition"', () => {
    expect(
      isSameTheme(
        { label: 'older trucks', keywords: ['older', 'trucks', 'old'] },
        { label: 'driver attrition', keywords: ['driver', 'attrition', 'quit', 'drivers'] },
      ),
    ).toBe(false);
  });

  it('"management" and "department managers" are one theme', () => {
    expect(isSameTheme({ label: 'management' }, { label: 'department managers' })).toBe(true);
    expect(isSameTheme({ label: 'management decisions' }, { label: 'department managers' })).toBe(false);
  });

  it('with word vectors, names whose words are close in meaning are one theme', () => {
    const similarity = (a: string, b: string) => wordVectors().similarity(a, b);
    expect(isSameTheme({ label: 'rising fuel costs' }, { label: 'rising fuel prices' })).toBe(true);
    expect(isSameTheme({ label: 'fuel costs' }, { label: 'fuel prices' })).toBe(false);
    expect(isSameTheme({ label: 'fuel costs' }, { label: 'fuel prices' }, { similarity })).toBe(true);
    expect(isSameTheme({ label: 'AI features' }, { label: 'AI adoption' }, { similarity })).toBe(false);
  });
});

describe('findSameTheme', () => {
  it('finds a theme named differently in the next analysis', () => {
    expect(findSameTheme('product and team', themes(['sales', 10], ['product', 4]))?.label).toBe('product');
    expect(findSameTheme('expand', themes(['expansion', 7]))?.label).toBe('expansion');
    expect(findSameTheme('competitors', themes(['online competitors', 3]))?.label).toBe('online competitors');
    expect(findSameTheme('rising fuel costs', themes(['fuel costs', 3]))?.label).toBe('fuel costs');
  });

  it('prefers the exact name, then the most shared words, then the theme more people raised', () => {
    const candidates = themes(['customers', 6], ['customer support', 5]);
    expect(findSameTheme('Customer support', candidates)?.label).toBe('customer support');
    expect(findSameTheme('support for customers', candidates)?.label).toBe('customer support');
    expect(findSameTheme('customer', themes(['customer churn', 2], ['customer service', 5]))).toBeUndefined();
    expect(findSameTheme('service', themes(['customer churn', 2], ['customer service', 5]))?.label).toBe(
      'customer service',
    );
  });

  it('matches no theme on filler words, short words, or one word that is not what either is about', () => {
    expect(findSameTheme('lack of staff', themes(['lack of funds', 3]))).toBeUndefined();
    expect(findSameTheme('rising cloud costs', themes(['online competitors', 3]))).toBeUndefined();
    expect(findSameTheme('outstanding and retailers', themes(['retailer app', 6]))).toBeUndefined();
    expect(findSameTheme('rising fuel costs', themes(['rising competition', 4]))).toBeUndefined();
    expect(findSameTheme('AI features', themes(['AI adoption', 2]))).toBeUndefined();
  });

  it('takes a name contained in one candidate only when no other is as close', () => {
    const drivers = { label: 'drivers', keywords: ['drivers', 'left'] };
    expect(findSameTheme(drivers, [{ label: 'driver attrition', mentions: 4 }])?.label).toBe('driver attrition');
    expect(
      findSameTheme(drivers, [
        { label: 'driver attrition', mentions: 4 },
        { label: 'driver training', mentions: 3 },
      ]),
    ).toBeUndefined();
  });
});

describe('groupSameThemes', () => {
  it('groups one theme across SWOTs, never two themes of one SWOT', () => {
    const found = groupSameThemes(
      [
        { label: 'driver attrition', mentions: 6, swot: 'a' },
        { label: 'EV', mentions: 4, swot: 'b' },
        { label: 'driver attrition', mentions: 3, swot: 'b' },
        { label: 'attrition of drivers', mentions: 2, swot: 'a' },
        { label: 'electric vehicles', mentions: 2, swot: 'a' },
        { label: 'older trucks', mentions: 2, swot: 'b' },
      ],
      (theme) => theme.swot,
    );
    expect(found.map((group) => group.map((theme) => `${theme.swot}:${theme.label}`))).toEqual([
      ['a:driver attrition', 'b:driver attrition'],
      ['b:EV', 'a:electric vehicles'],
      ['a:attrition of drivers'],
      ['b:older trucks'],
    ]);
  });
});

describe('themeHeads', () => {
  it('takes the noun each part of a name is about', () => {
    expect([...themeHeads('slow customer support and billing errors')]).toEqual(['suppo', 'error']);
    expect([...themeHeads('trust with retailers')]).toEqual(['trust']);
    expect([...themeHeads('delays, stock-outs & returns')]).toEqual(['delay', 'stock', 'retur']);
  });
});
