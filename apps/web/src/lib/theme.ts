import {
  parseHslTriplet,
  readableForeground,
  THEME_COLOR_KEYS,
  type ColorScheme,
} from '@foursight/shared/domain/theme';

/**
 * Applies a company's colour scheme over the default theme variables, and
 * removes what a previous scheme set when it is cleared. Only valid HSL
 * triplets are applied, so a bad value cannot inject other CSS.
 */
export function applyColorScheme(
  scheme: ColorScheme | null | undefined,
  root: HTMLElement = document.documentElement,
): void {
  for (const key of THEME_COLOR_KEYS) {
    const value = scheme?.[key];
    if (value && parseHslTriplet(value)) root.style.setProperty(`--${key}`, value);
    else root.style.removeProperty(`--${key}`);
  }
  const primary = scheme?.primary && parseHslTriplet(scheme.primary) ? scheme.primary : null;
  if (primary) root.style.setProperty('--primary-foreground', readableForeground(primary));
  else root.style.removeProperty('--primary-foreground');
}
