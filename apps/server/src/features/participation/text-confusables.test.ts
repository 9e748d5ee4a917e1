import { describe, expect, it } from 'vitest';
import { buildConfusableMap, confusableMap } from './text-confusables.ts';

describe('look-alike letters from Unicode confusables data', () => {
  it('reads a prototype back as the ASCII letter of the same case that has it', () => {
    // As confusables.txt has them: the capital I and the small l share the prototype "l".
    const map = buildConfusableMap({ I: 'l', '\u0406': 'l', '\u0456': 'i', '\u04CF': 'l', m: 'rn', '\u043C': 'rn' });
    expect(map.get('\u0406')).toBe('I'); // Cyrillic capital І
    expect(map.get('\u0456')).toBe('i'); // Cyrillic small і
    expect(map.get('\u04CF')).toBe('l'); // Cyrillic small palochka
    expect(map.get('\u043C')).toBe('m');
    expect(map.has('m')).toBe(false);
    expect(map.has('I')).toBe(false);
  });

  it('takes letters whose prototype is an ASCII letter once its diacritics are dropped, and nothing else', () => {
    const map = buildConfusableMap({ ø: 'o\u0338', '\u0968': '\u0032', '\u03BA': '\u0138', '!': 'ǃ' });
    expect(map.get('ø')).toBe('o');
    expect(map.has('\u0968')).toBe(false); // a digit, not a letter
    expect(map.has('\u03BA')).toBe(false); // prototype not ASCII
    expect(map.has('!')).toBe(false);
  });

  it('maps the Cyrillic and Greek letters that imitate Latin ones, from the shipped data', () => {
    const mapped = (text: string) => [...text].map((letter) => confusableMap().get(letter) ?? letter).join('');
    expect(mapped('\u0410\u0430\u0415\u0435\u041E\u043E\u0420\u0440\u0421\u0441\u0425\u0445')).toBe('AaEeOoPpCcXx');
    expect(mapped('\u0391\u0392\u0395\u0397\u0399\u039A\u039C\u039D\u039F\u03A1\u03A4\u03A7\u03BF\u03BD')).toBe(
      'ABEHIKMNOPTXov',
    );
    expect(mapped('प्रिया शर्मा Asha')).toBe('प्रिया शर्मा Asha');
  });
});
