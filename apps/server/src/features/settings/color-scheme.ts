import type { SaveColorScheme } from '@foursight/shared/contract/settings';
import {
  BRAND_COLOR_KEYS,
  hexToHslTriplet,
  hslTripletToHex,
  normalizeHex,
  type BrandColors,
  type ColorScheme,
} from '@foursight/shared/domain/theme';
import { HSL_TRIPLET } from '@foursight/shared/domain/contrast';
import type { StoredColorScheme } from '../../db/schema/settings.ts';

/**
 * What a save stores (version 2): the HSL triplets the theme applies and the
 * hex colours as chosen. HSL triplets have whole-number parts, so a hex colour
 * does not survive the round trip (#7c3aed → 262 83% 58% → #7c3bed); keeping
 * the hex is what lets the Settings form show exactly what was picked. A colour
 * sent as a triplet keeps its triplet, and its hex is derived.
 */
export function toStoredColorScheme(colors: SaveColorScheme): StoredColorScheme {
  const hsl: ColorScheme = {};
  const hex: BrandColors = {};
  for (const key of BRAND_COLOR_KEYS) {
    const value = colors[key];
    if (HSL_TRIPLET.test(value)) {
      hsl[key] = value;
      hex[key] = hslTripletToHex(value) ?? undefined;
    } else {
      hex[key] = normalizeHex(value) ?? undefined;
      hsl[key] = hexToHslTriplet(value) ?? undefined;
    }
  }
  return { version: 2, hsl, hex };
}

/** Reads either stored version; a version 1 row's hex colours are derived from its triplets, as before. */
export function readStoredColorScheme(
  stored: StoredColorScheme | null | undefined,
): { colorScheme: ColorScheme; brandColors: BrandColors } | null {
  if (!stored) return null;
  if ('version' in stored && stored.version === 2) return { colorScheme: stored.hsl, brandColors: stored.hex };
  const colorScheme = stored as ColorScheme;
  const brandColors: BrandColors = {};
  for (const key of BRAND_COLOR_KEYS) {
    const derived = colorScheme[key] ? hslTripletToHex(colorScheme[key]) : null;
    if (derived) brandColors[key] = derived;
  }
  return { colorScheme, brandColors };
}
