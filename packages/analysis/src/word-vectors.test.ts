import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadWordVectors, wordVectors } from './word-vectors.ts';

// The derived file (npm run vectors -w @foursight/analysis; npm test derives it before the unit tests).
const vectors = wordVectors();

describe('wordVectors', () => {
  it('holds 100-dimensional vectors for tens of thousands of words', () => {
    expect(vectors.dims).toBe(100);
    expect(vectors.size).toBeGreaterThanOrEqual(50_000);
    expect(wordVectors()).toBe(vectors); // read once per thread
  });

  it('puts words of like meaning closer than unrelated ones', () => {
    expect(vectors.similarity('salary', 'wages')!).toBeGreaterThan(vectors.similarity('salary', 'truck')! + 0.3);
    expect(vectors.similarity('customers', 'clients')!).toBeGreaterThan(vectors.similarity('customers', 'river')!);
    expect(vectors.similarity('salary', 'salary')).toBeCloseTo(1, 6);
  });

  it('ranks words by how common they are in English', () => {
    expect(vectors.rank('the')).toBe(0);
    expect(vectors.rank('the')!).toBeLessThan(vectors.rank('salary')!);
    expect(vectors.rank('salary')!).toBeLessThan(vectors.rank('mentorship')!);
    expect(vectors.rank('long-term')).toBeDefined();
  });

  it('knows nothing of unknown words, punctuation or one letter', () => {
    for (const word of ['qwxzzyv', ',', 'a', '', 'salary wages']) {
      expect(vectors.vector(word)).toBeUndefined();
      expect(vectors.rank(word)).toBeUndefined();
    }
    expect(vectors.similarity('salary', 'qwxzzyv')).toBeUndefined();
    expect(vectors.addTo('qwxzzyv', new Float32Array(100))).toBe(false);
  });

  it('gives unit vectors, within the int8 quantisation error', () => {
    for (const word of ['the', 'salary', 'wages', 'truck', 'cybersecurity', 'decision-making']) {
      const vector = vectors.vector(word)!;
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(100);
      // Each of 100 components is off by at most 0.5/127: the length by well under 0.02.
      expect(Math.abs(Math.hypot(...vector) - 1)).toBeLessThan(0.02);
    }
  });

  it('folds case and adds weighted vectors in place', () => {
    expect(vectors.vector('Salary')).toEqual(vectors.vector('salary'));
    const sum = new Float32Array(100);
    expect(vectors.addTo('salary', sum, 2)).toBe(true);
    const salary = vectors.vector('salary')!;
    sum.forEach((value, d) => expect(value).toBeCloseTo(2 * salary[d]!, 6));
  });
});

describe('loadWordVectors', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'word-vectors-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.unstubAllEnvs());

  it('says how to derive the file when there is none', () => {
    const missing = path.join(dir, 'missing.bin');
    expect(() => loadWordVectors(missing)).toThrow(/missing\.bin.*npm run vectors -w @foursight\/analysis/);
    vi.stubEnv('FOURSIGHT_VECTORS_FILE', missing);
    expect(() => loadWordVectors()).toThrow(/missing\.bin.*npm run vectors -w @foursight\/analysis/);
  });

  it('refuses a file that is not a vectors file', () => {
    const other = path.join(dir, 'other.bin');
    writeFileSync(other, 'not vectors at all, just some text');
    expect(() => loadWordVectors(other)).toThrow(/not usable.*npm run vectors/);
  });
});
