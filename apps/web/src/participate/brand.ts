import type { BrandingColors } from '@foursight/shared/contract/participation';
import { parseHslTriplet, readableForeground, shadeForContrast } from '@foursight/shared/domain/contrast';

/**
 * Puts the organiser's primary colour on the page (spec part 1: "your logo
 * and colours on the participation page"), with the app's contrast rule:
 * buttons in the colour as chosen, their text white or near-black, whichever
 * reads better (readableForeground); the focus ring and the brand name in the
 * same hue, darkened only as far as they need to stand out on white (3:1 for
 * the ring, 4.5:1 for text). Only a well-formed HSL triplet is applied, so a
 * value can never carry other CSS. Imports the pure functions only: the page
 * stays framework-free and small.
 */
export function applyBrandColors(
  colors: BrandingColors | undefined,
  root: HTMLElement = document.documentElement,
): void {
  const primary = colors?.primary;
  if (!primary || !parseHslTriplet(primary)) return;
  root.style.setProperty('--primary', primary);
  root.style.setProperty('--primary-foreground', readableForeground(primary));
  root.style.setProperty('--ring', shadeForContrast(primary, 3));
  root.style.setProperty('--brand-text', shadeForContrast(primary, 4.5));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', `hsl(${primary})`);
}
