import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The organiser app's messages (issue 32): one JSON catalog per language in src/locales, ids of our own
 * ("nav.dashboard"), ICU MessageFormat values. @lingui/vite-plugin compiles a catalog when it is imported
 * (`@/locales/hi.json?lingui`), so the browser receives message functions, never a message parser.
 * English is the source; Hindi is complete (src/locales/locales.test.ts holds every id in both).
 */
const config: LinguiConfig = {
  locales: ['en', 'hi'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ style: 'minimal' }),
};
export default config;
