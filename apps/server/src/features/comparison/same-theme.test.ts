import { describe, expect, it } from 'vitest';
import { findSameTheme } from './same-theme.ts';

const themes = (...labels: [string, number][]) => labels.map(([label, mentions]) => ({ label, mentions }));

describe('findSameTheme', () => {
  it('finds a theme named differently in the next analysis', () => {
    expect(findSameTheme('product and team', themes(['sales', 10], ['product', 4]))?.label).toBe('product');
    expect(findSameTheme('expand', themes(['expansion', 7]))?.label).toBe('expansion');
    expect(findSameTheme('competitors', themes(['online competitors', 3]))?.label).toBe('online competitors');
  });
  it('prefers the exact name, then the most shared words, then the theme more people raised', () => {
    const candidates = themes(['customers', 6], ['customer support', 5]);
    expect(findSameTheme('Customer support', candidates)?.label).toBe('customer support');
    expect(findSameTheme('support for customers', candidates)?.label).toBe('customer support');
    expect(findSameTheme('customer', themes(['customer churn', 2], ['customer service', 5]))?.label).toBe(
      'customer service',
    );
  });
  it('matches no theme on filler words or short words alone', () => {
    expect(findSameTheme('lack of staff', themes(['lack of funds', 3]))).toBeUndefined();
    expect(findSameTheme('rising cloud costs', themes(['online competitors', 3]))).toBeUndefined();
    expect(findSameTheme('AI features', themes(['AI adoption', 2]))?.label).toBe('AI adoption');
  });
});
