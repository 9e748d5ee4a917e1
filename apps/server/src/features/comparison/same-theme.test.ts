import { describe, expect, it } from 'vitest';
import { findSameTheme, themeHeads } from './same-theme.ts';

const themes = (...labels: [string, number][]) => labels.map(([label, mentions]) => ({ label, mentions }));

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
});

describe('themeHeads', () => {
  it('takes the noun each part of a name is about', () => {
    expect([...themeHeads('slow customer support and billing errors')]).toEqual(['suppo', 'error']);
    expect([...themeHeads('trust with retailers')]).toEqual(['trust']);
    expect([...themeHeads('delays, stock-outs & returns')]).toEqual(['delay', 'stock', 'retur']);
  });
});
