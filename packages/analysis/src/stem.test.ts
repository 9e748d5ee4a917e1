import { describe, expect, it } from 'vitest';
import { stemWord } from './stem.ts';

describe('stemWord', () => {
  it('folds regular plurals onto the singular', () => {
    expect(stemWord('customers')).toBe(stemWord('customer'));
    expect(stemWord('policies')).toBe('policy');
    expect(stemWord('processes')).toBe('process');
    expect(stemWord('approaches')).toBe('approach');
    expect(stemWord('taxes')).toBe('tax');
  });
  it('leaves words that only look plural alone', () => {
    expect(stemWord('process')).toBe('process');
    expect(stemWord('status')).toBe('status');
    expect(stemWord('analysis')).toBe('analysis');
    expect(stemWord('sales')).toBe('sales');
    expect(stemWord('analytics')).toBe('analytics');
    expect(stemWord('various')).toBe('various');
  });
  it('does not touch other scripts or short words', () => {
    expect(stemWord('qualitäts')).toBe('qualitäts');
    expect(stemWord('bugs')).toBe('bugs');
  });
});
