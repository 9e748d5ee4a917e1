import { describe, expect, it } from 'vitest';
import { MAX_BODY_NESTING, nestsDeeperThan } from './json-body.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1,2]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[[[[[{{{{{{ "\\" [[[[' }), 2)).toBe(false);
  });

  it('reads 5 MB nested all the way down in linear time', () => {
    const deep = `${'['.repeat(2_600_000)}${']'.repeat(2_600_000)}`;
    const flat = JSON.stringify({ rows: Array.from({ length: 200_000 }, (_, index) => [`row ${index} [x]`, index]) });
    // The best of three: a slow try that does not repeat is the machine's (two shared cores), not the scan's.
    const tries = Array.from({ length: 3 }, () => {
      const started = performance.now();
      expect(nestsDeeperThan(deep, MAX_BODY_NESTING)).toBe(true);
      expect(nestsDeeperThan(flat, MAX_BODY_NESTING)).toBe(false);
      return performance.now() - started;
    });
    expect(Math.min(...tries)).toBeLessThan(100);
  });
});
