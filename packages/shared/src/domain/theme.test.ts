import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_THEME,
  hexToHslTriplet,
  hslTripletToHex,
  parseHslTriplet,
  readableForeground,
  relativeLuminance,
  surfaceTint,
} from './theme.ts';

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

describe('hex and HSL triplets', () => {
  it('converts the default brand colours both ways', () => {
    expect(hexToHslTriplet('#0066cc')).toBe('210 100% 40%');
    expect(hslTripletToHex('210 100% 40%')).toBe('#0066cc');
    for (const hex of ['#64748b', '#f59e0b', '#000000', '#ffffff']) {
      const back = hslTripletToHex(hexToHslTriplet(hex)!);
      // Rounding to whole degrees and percents moves a channel by at most a little.
      for (const at of [1, 3, 5]) {
        expect(
          Math.abs(Number.parseInt(back!.slice(at, at + 2), 16) - Number.parseInt(hex.slice(at, at + 2), 16)),
        ).toBeLessThanOrEqual(3);
      }
    }
  });
  it('refuses anything else', () => {
    expect(hexToHslTriplet('red')).toBeNull();
    expect(hexToHslTriplet('#abc')).toBeNull();
    expect(hslTripletToHex('url(x)')).toBeNull();
  });
  it('tints a colour for surfaces', () => {
    expect(surfaceTint('38 92% 50%')).toBe('38 60% 95%');
  });
});
