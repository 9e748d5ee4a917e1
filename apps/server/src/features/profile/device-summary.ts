/**
 * "Chrome on Linux" from a user agent: enough for a person to recognise
 * their own devices in the Active Sessions list. Order matters: Edge and
 * Opera say "Chrome" too, Chrome says "Safari", Android says "Linux".
 */
const BROWSERS: readonly [(userAgent: string) => boolean, string][] = [
  [(agent) => /\bEdg(e|A|iOS)?\//.test(agent), 'Edge'],
  [(agent) => /\b(OPR|Opera)\//.test(agent), 'Opera'],
  [(agent) => /\bSamsungBrowser\//.test(agent), 'Samsung Internet'],
  [(agent) => /\b(Firefox|FxiOS)\//.test(agent), 'Firefox'],
  [(agent) => /\b(Chrome|CriOS|Chromium)\//.test(agent), 'Chrome'],
  // Safari gives its version and then "Safari/": two tests, as one pattern with ".*" between them is not linear.
  [(agent) => /\bVersion\/\d/.test(agent) && /\bSafari\//.test(agent), 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([matches]) => matches(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
