import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHslTriplet, readableForeground, relativeLuminance, shadeForContrast } from './contrast.ts';
import { DEFAULT_THEME } from './theme.ts';

describe('parseHslTriplet', () => {
  it('reads the triplet form the theme variables use', () => {
    expect(parseHslTriplet('217 91% 60%')).toEqual({ h: 217, s: 91, l: 60 });
  });
  it('refuses anything else', () => {
    expect(parseHslTriplet('#3B82F6')).toBeNull();
    expect(parseHslTriplet('400 10% 10%')).toBeNull();
    expect(parseHslTriplet('10 10% 10%; color: red')).toBeNull();
  });
});

describe('readableForeground', () => {
  it('picks the text colour with at least AA contrast (4.5:1) on the default primary', () => {
    const background = relativeLuminance(parseHslTriplet(DEFAULT_THEME.primary)!);
    const text = relativeLuminance(parseHslTriplet(readableForeground(DEFAULT_THEME.primary))!);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
  it('puts white text on a dark primary and dark text on a light one', () => {
    expect(readableForeground('222 47% 20%')).toBe('0 0% 100%');
    expect(readableForeground('48 96% 70%')).toBe('222 47% 11%');
  });
});

describe('shadeForContrast', () => {
  const contrastOnWhite = (triplet: string) => contrastRatio(relativeLuminance(parseHslTriplet(triplet)!), 1);

  it('keeps a colour that already contrasts enough', () => {
    expect(shadeForContrast('0 74% 42%', 4.5)).toBe('0 74% 42%');
  });
  it('darkens a light brand colour, keeping its hue, until it reaches the ratio on white', () => {
    for (const [colour, minimum] of [
      ['48 96% 70%', 3],
      ['48 96% 70%', 4.5],
      [DEFAULT_THEME.primary, 4.5],
      ['0 0% 100%', 3],
    ] as const) {
      const shaded = shadeForContrast(colour, minimum);
      expect(contrastOnWhite(shaded)).toBeGreaterThanOrEqual(minimum);
      expect(parseHslTriplet(shaded)!.h).toBe(parseHslTriplet(colour)!.h);
      // One step lighter would not have been enough: the shade is the lightest that passes.
      const lighter = { ...parseHslTriplet(shaded)!, l: parseHslTriplet(shaded)!.l + 1 };
      expect(contrastRatio(relativeLuminance(lighter), 1)).toBeLessThan(minimum);
    }
  });
  it('leaves anything that is not a triplet alone', () => {
    expect(shadeForContrast('red', 3)).toBe('red');
  });
});
