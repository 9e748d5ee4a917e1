import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_THEME, parseHslTriplet, readableForeground, relativeLuminance } from './theme.ts';

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
