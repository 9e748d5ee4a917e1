/**
 * HSL triplets ("217 91% 60%", the theme variables' form) and the WCAG
 * contrast rule, on their own so the participation page can apply a
 * company's colour with the app's rule without loading the rest of the theme.
 */
export const HSL_TRIPLET = /^\d{1,3}(?:\.\d+)? \d{1,3}(?:\.\d+)?% \d{1,3}(?:\.\d+)?%$/;

export interface Hsl {
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

/**
 * The colour itself, or the darkest it needs to be (same hue and saturation,
 * lightness lowered a step at a time) to reach `minimum` contrast on a
 * background (white unless given): 3:1 for a focus ring or other
 * non-text mark, 4.5:1 for text in the brand colour (WCAG 1.4.11 and 1.4.3).
 */
export function shadeForContrast(colour: string, minimum: number, background = '0 0% 100%'): string {
  const hsl = parseHslTriplet(colour);
  const back = parseHslTriplet(background);
  if (!hsl || !back) return colour;
  const backLuminance = relativeLuminance(back);
  let light = hsl.l;
  while (light > 0 && contrastRatio(relativeLuminance({ ...hsl, l: light }), backLuminance) < minimum) light -= 1;
  return light === hsl.l ? colour : `${hsl.h} ${hsl.s}% ${light}%`;
}
