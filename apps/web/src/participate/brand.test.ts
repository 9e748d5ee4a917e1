import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHslTriplet, relativeLuminance } from '@foursight/shared/domain/contrast';
import { applyBrandColors } from './brand';

const contrast = (a: string, b: string) =>
  contrastRatio(relativeLuminance(parseHslTriplet(a)!), relativeLuminance(parseHslTriplet(b)!));
const WHITE = '0 0% 100%';

describe('applyBrandColors on the participation page', () => {
  it('puts a dark brand colour on the buttons with white text, and uses it as is for ring and name', () => {
    const root = document.createElement('div');
    applyBrandColors({ primary: '0 74% 42%' }, root);
    expect(root.style.getPropertyValue('--primary')).toBe('0 74% 42%');
    expect(root.style.getPropertyValue('--primary-foreground')).toBe(WHITE);
    expect(root.style.getPropertyValue('--ring')).toBe('0 74% 42%');
    expect(root.style.getPropertyValue('--brand-text')).toBe('0 74% 42%');
  });

  it('keeps a light brand colour readable: dark button text, ring and name darkened to the WCAG ratios', () => {
    const root = document.createElement('div');
    applyBrandColors({ primary: '48 96% 70%' }, root);
    const primary = root.style.getPropertyValue('--primary');
    expect(primary).toBe('48 96% 70%');
    expect(contrast(root.style.getPropertyValue('--primary-foreground'), primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(root.style.getPropertyValue('--ring'), WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrast(root.style.getPropertyValue('--brand-text'), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(parseHslTriplet(root.style.getPropertyValue('--brand-text'))!.h).toBe(48);
  });

  it('applies nothing without colours or with a value that is not a triplet', () => {
    const root = document.createElement('div');
    applyBrandColors(undefined, root);
    applyBrandColors({ primary: 'red; background: url(x)' }, root);
    expect(root.getAttribute('style') ?? '').toBe('');
  });
});
