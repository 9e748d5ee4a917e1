import { parseHslTriplet, readableForeground } from '@foursight/shared/domain/contrast';
import { surfaceTint, THEME_COLOR_KEYS, type ColorScheme } from '@foursight/shared/domain/theme';

/** Brand colours that colour surfaces: applied as pale tints of the company's hue. */
const TINTED: readonly string[] = ['secondary', 'accent'];

/**
 * Applies a company's colour scheme over the default theme variables, and
 * removes what a previous scheme set when it is cleared. Only valid HSL
 * triplets are applied, so a bad value cannot inject other CSS. Primary is
 * used as chosen, with a text colour picked for contrast; secondary and accent
 * are surfaces (secondary buttons, hovered menu items) and become tints of
 * the chosen hue, so text on them stays readable whatever the company picks.
 */
export function applyColorScheme(
  scheme: ColorScheme | null | undefined,
  root: HTMLElement = document.documentElement,
): void {
  for (const key of THEME_COLOR_KEYS) {
    const raw = scheme?.[key];
    const value = raw && parseHslTriplet(raw) ? (TINTED.includes(key) ? surfaceTint(raw) : raw) : null;
    if (value) root.style.setProperty(`--${key}`, value);
    else root.style.removeProperty(`--${key}`);
    if (TINTED.includes(key)) {
      if (value) root.style.setProperty(`--${key}-foreground`, readableForeground(value));
      else root.style.removeProperty(`--${key}-foreground`);
    }
  }
  const primary = scheme?.primary && parseHslTriplet(scheme.primary) ? scheme.primary : null;
  if (primary) {
    root.style.setProperty('--primary-foreground', readableForeground(primary));
    root.style.setProperty('--ring', primary);
  } else {
    root.style.removeProperty('--primary-foreground');
    root.style.removeProperty('--ring');
  }
}
