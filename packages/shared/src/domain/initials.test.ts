import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letter of each word, uppercase', () => {
    expect(initialsOf('asha mehta rao')).toBe('AMR');
  });
  it('ignores extra spaces', () => {
    expect(initialsOf('  Ravi   Kumar ')).toBe('RK');
  });
  it('gives U when the name is missing or blank', () => {
    expect(initialsOf(undefined)).toBe('U');
    expect(initialsOf(null)).toBe('U');
    expect(initialsOf('   ')).toBe('U');
  });
  it('keeps letters outside the Basic Latin range whole', () => {
    expect(initialsOf('Élodie Ñúñez')).toBe('ÉÑ');
  });
});
