import { parseHslTriplet } from './contrast.ts';

/**
 * Theme colours are HSL triplets without the hsl() wrapper ("217 91% 60%"), the
 * form the theme's CSS variables use, so a company's scheme can recolour
 * everything. Parsing and the contrast rule are in contrast.ts, which the
 * participation page imports on its own.
 */
export const THEME_COLOR_KEYS = ['primary', 'secondary', 'accent', 'background', 'foreground', 'border'] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
export type ColorScheme = Partial<Record<ThemeColorKey, string>>;

/** The product's default colours (spec part 1 §9). */
export const DEFAULT_THEME = {
  primary: '217 91% 60%',
  secondary: '210 40% 98%',
  background: '0 0% 100%',
  foreground: '240 10% 3.9%',
  border: '240 5.9% 90%',
  card: '0 0% 100%',
} as const;

/** The colours the Settings form starts from (spec part 2 §9), as the colour inputs show them. */
export const DEFAULT_BRAND_COLORS = { primary: '#0066cc', secondary: '#64748b', accent: '#f59e0b' } as const;
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The colours a company picks in Settings, as #rrggbb. */
export const BRAND_COLOR_KEYS = ['primary', 'secondary', 'accent'] as const;
export type BrandColorKey = (typeof BRAND_COLOR_KEYS)[number];
export type BrandColors = Partial<Record<BrandColorKey, string>>;

/** "#7C3AED" → "#7c3aed": one spelling per colour, so a stored colour reads back and compares the same. */
export function normalizeHex(hex: string): string | null {
  return HEX_COLOR.test(hex) ? hex.toLowerCase() : null;
}

/** "#0066cc" → "210 100% 40%", the form the theme variables use. */
export function hexToHslTriplet(hex: string): string | null {
  if (!HEX_COLOR.test(hex)) return null;
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const delta = max - min;
  let hue = 0;
  let sat = 0;
  if (delta > 0) {
    sat = delta / (1 - Math.abs(2 * light - 1));
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  if (hue < 0) hue += 360;
  return `${Math.round(hue)} ${Math.round(sat * 100)}% ${Math.round(light * 100)}%`;
}

/** "210 100% 40%" → "#0066cc", for the colour inputs. */
export function hslTripletToHex(triplet: string): string | null {
  const hsl = parseHslTriplet(triplet);
  if (!hsl) return null;
  const sat = hsl.s / 100;
  const light = hsl.l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number): string => {
    const k = (n + hsl.h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A pale tint of a brand colour for surfaces (secondary buttons, hovered
 * menu items): the company's hue, never a slate-grey or amber block behind text.
 */
export function surfaceTint(triplet: string, lightness = 95): string | null {
  const hsl = parseHslTriplet(triplet);
  if (!hsl) return null;
  return `${hsl.h} ${Math.min(hsl.s, 60)}% ${lightness}%`;
}
