import { describe, expect, it } from 'vitest';
import { createStretchSet } from './text-stretch-set.ts';

describe('the set asked about stretches of a text', () => {
  it('finds a member where it lies in the text, and only a whole member', () => {
    const set = createStretchSet(['asha', 'mehta', 'प्रिया']);
    const text = 'ask asha mehta or प्रिया';
    expect(set.find(text, 4, 8)).toBe('asha');
    expect(set.find(text, 9, 14)).toBe('mehta');
    expect(set.find(text, 18, 24)).toBe('प्रिया');
    expect(set.find(text, 4, 7)).toBeUndefined();
    expect(set.find(text, 0, 3)).toBeUndefined();
  });

  it('tells apart members that share a slot', () => {
    const members = Array.from({ length: 5000 }, (_, index) => `name${index}`);
    const set = createStretchSet(members);
    for (const member of members) expect(set.find(`(${member})`, 1, member.length + 1)).toBe(member);
    expect(set.find('name5000', 0, 8)).toBeUndefined();
  });

  it('finds nothing when it has no members', () => {
    expect(createStretchSet([]).find('asha', 0, 4)).toBeUndefined();
  });
});
