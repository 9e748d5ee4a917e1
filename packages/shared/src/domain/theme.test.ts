import { describe, expect, it } from 'vitest';
import { hexToHslTriplet, hslTripletToHex, surfaceTint } from './theme.ts';

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
