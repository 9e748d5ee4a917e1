/**
 * Theme colours are HSL triplets without the hsl() wrapper ("217 91% 60%"), the
 * form the theme's CSS variables use, so a company's scheme can recolour everything.
 */
export const HSL_TRIPLET = /^\d{1,3}(?:\.\d+)? \d{1,3}(?:\.\d+)?% \d{1,3}(?:\.\d+)?%$/;

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

interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function parseHslTriplet(value: string): Hsl | null {
  if (!HSL_TRIPLET.test(value.trim())) return null;
  const [h, s, l] = value
    .trim()
    .split(' ')
    .map((part) => Number.parseFloat(part));
  if (h === undefined || s === undefined || l === undefined) return null;
  if (h > 360 || s > 100 || l > 100) return null;
  return { h, s, l };
}

/** WCAG relative luminance of an HSL colour. */
export function relativeLuminance({ h, s, l }: Hsl): number {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number): number => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

const NEAR_WHITE = '0 0% 100%';
const NEAR_BLACK = '222 47% 11%';

/**
 * The text colour to put on a background: white or a near-black, whichever
 * contrasts more. A company can pick any primary colour, and the text on its
 * buttons must stay readable (WCAG AA) whatever it picks.
 */
export function readableForeground(background: string): string {
  const hsl = parseHslTriplet(background);
  if (!hsl) return NEAR_WHITE;
  const luminance = relativeLuminance(hsl);
  const onWhite = contrastRatio(luminance, 1);
  const onBlack = contrastRatio(luminance, relativeLuminance({ h: 222, s: 47, l: 11 }));
  return onWhite >= onBlack ? NEAR_WHITE : NEAR_BLACK;
}
