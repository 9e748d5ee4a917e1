import { describe, expect, it } from 'vitest';
import { DOMAIN_PATTERN, normalizeDomain, normalizeKey } from './identity.ts';

describe('normalizeDomain', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['  ACME.com ', 'acme.com'],
    ['https://www.acme.com/', 'acme.com'],
    ['http://Acme.co.in/about?x=1', 'acme.co.in'],
    ['www.acme.com.', 'acme.com'],
  ])('treats %j as %j', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });
});

describe('DOMAIN_PATTERN', () => {
  it('accepts host names with a dot', () => {
    expect(DOMAIN_PATTERN.test('acme.com')).toBe(true);
    expect(DOMAIN_PATTERN.test('strategy-team.acme.co.in')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const value of ['acme', 'acme .com', '-acme.com', 'acme.c', 'ac_me.com'])
      expect(DOMAIN_PATTERN.test(value)).toBe(false);
  });
});

describe('normalizeKey', () => {
  it('trims and lowercases', () => {
    expect(normalizeKey('  Acme Ltd ')).toBe('acme ltd');
  });
});
