import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { ThemeRecord, ThemesResponse } from '@foursight/shared/contract/themes';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import type { TestClient } from './http-client.ts';

/**
 * A SWOT's answers on a few clear themes (customer service, product quality,
 * manual testing, an old CRM, the Middle East market, online sales,
 * competitors' prices, cloud costs), then five more on the same themes; and
 * the five corrections a person makes to its themes, for the tests that
 * check they hold (themes.test.ts, themes-readers.test.ts).
 */
export const FIRST_ANSWERS = [
  {
    strengths: 'Excellent customer service from a friendly support team',
    weaknesses: 'Slow release process because testing is manual',
    opportunities: 'Expanding into the Middle East market',
    threats: 'Low-cost competitors are winning deals',
  },
  {
    strengths: 'Customer service is the best in the industry',
    weaknesses: 'Manual testing delays every release',
    opportunities: 'The Middle East market is growing fast',
    threats: 'Rising cloud costs eat our margins',
  },
  {
    strengths: 'Great product quality',
    weaknesses: 'Our old CRM loses customer records',
    opportunities: 'Online sales through our own web shop',
    threats: 'Competitors with lower prices',
  },
  {
    strengths: 'Product quality is consistently high',
    weaknesses: 'The CRM is old and slow',
    opportunities: 'Selling online to small businesses',
    threats: 'Cloud costs keep rising every quarter',
  },
  {
    strengths: 'Customer service answers within an hour',
    weaknesses: 'Releases are slow; manual testing takes weeks',
    opportunities: 'Partnerships in the Middle East market',
    threats: 'Diesel price hikes are killing our margins',
  },
  {
    strengths: 'High product quality and few returns',
    weaknesses: 'Replacing the old CRM is overdue',
    opportunities: 'Online sales keep growing',
    threats: 'Cheaper competitors undercut our prices',
  },
];

export const FIVE_MORE_ANSWERS = [
  {
    strengths: 'Customer service is quick and friendly',
    weaknesses: 'Manual testing makes every release slow',
    threats: 'Rising cloud costs',
  },
  {
    strengths: 'Product quality is excellent',
    weaknesses: 'The old CRM crashes',
    opportunities: 'Online sales to new customers',
  },
  {
    strengths: 'Our customer service wins customers back',
    opportunities: 'The Middle East market',
    threats: 'Competitors with lower prices',
  },
  { strengths: 'Reliable product quality', weaknesses: 'Slow releases', threats: 'Cloud costs are rising fast' },
  {
    strengths: 'Customer service team is patient',
    weaknesses: 'The CRM is outdated',
    opportunities: 'More online sales',
  },
];

/** Labels no answer uses, so a test can look for them anywhere in a document. */
export const RENAMED = 'Service customers praise';
export const HIDDEN = 'Cloud bill worries';
export const SPLIT_LABEL = 'Testing by hand';
export const MOVED_LABEL = 'Price pressure';

/** What the five corrections did, for checking that they hold. */
export interface Corrections {
  renamed: string;
  hidden: string;
  merged: { into: string; from: string; keys: string[] };
  split: { from: string; into: string; keys: string[]; kept: string[] };
  moved: { key: string; into: string };
}

export const themesUrl = (swotId: string) => `/api/swot/${swotId}/themes`;

export async function listThemes(client: TestClient, swotId: string): Promise<ThemeRecord[]> {
  const response = await client.get(themesUrl(swotId));
  if (response.statusCode !== 200) throw new Error(`themes: ${response.statusCode} ${response.body}`);
  return response.json<ThemesResponse>().themes;
}

/** The theme of the quadrant holding a statement that matches, or throws naming what there is. */
export function themeHolding(themes: readonly ThemeRecord[], quadrant: SwotCategory, text: RegExp): ThemeRecord {
  const found = themes.find(
    (theme) => theme.quadrant === quadrant && theme.statements.some((statement) => text.test(statement.text)),
  );
  if (!found) throw new Error(`no ${quadrant} theme holds ${String(text)}: ${describeThemes(themes)}`);
  return found;
}

export function describeThemes(themes: readonly ThemeRecord[]): string {
  return themes
    .map((theme) => `${theme.quadrant}/${theme.label}[${theme.statements.map((s) => s.text).join(' | ')}]`)
    .join('; ');
}

export const byId = (themes: readonly ThemeRecord[], id: string) => themes.find((theme) => theme.id === id);

/** The themes of the analysis (the ones shown everywhere): id and label per quadrant. */
export function shownThemes(
  analysis: SwotAnalysis,
): { id: string | undefined; label: string; quadrant: SwotCategory }[] {
  return (['strengths', 'weaknesses', 'opportunities', 'threats'] as const).flatMap((quadrant) =>
    analysis.categoryAnalysis[quadrant].topThemes.map((theme) => ({ id: theme.id, label: theme.label, quadrant })),
  );
}

async function send(
  request: Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  what: string,
): Promise<ThemeRecord[]> {
  const response = await request;
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<ThemesResponse>().themes;
}

/**
 * The five corrections, through the API: rename the customer service theme;
 * rename and hide the cloud costs theme; merge the online sales theme into
 * the Middle East one; split the testing statements off the weakness theme
 * that holds them (or one statement, when the analysis already told testing
 * and the CRM apart); move "Cheaper competitors undercut our prices" to a new
 * weakness theme.
 */
export async function makeCorrections(client: TestClient, swotId: string): Promise<Corrections> {
  const url = themesUrl(swotId);
  let themes = await listThemes(client, swotId);

  const renamed = themeHolding(themes, 'strengths', /customer service/i).id;
  themes = await send(client.patch(`${url}/${renamed}`, { label: RENAMED }), 'rename');

  const hidden = themeHolding(themes, 'threats', /cloud costs/i).id;
  themes = await send(client.patch(`${url}/${hidden}`, { label: HIDDEN, hidden: true }), 'hide');

  const into = themeHolding(themes, 'opportunities', /Middle East/).id;
  const from = themeHolding(themes, 'opportunities', /online/i).id;
  if (from === into)
    throw new Error(`online sales and the Middle East market are one theme: ${describeThemes(themes)}`);
  const mergedKeys = byId(themes, from)!.statements.map((statement) => statement.key);
  themes = await send(client.post(`${url}/${into}/merge`, { from: [from] }), 'merge');

  const splitFrom = themeHolding(themes, 'weaknesses', /testing/i);
  const testing = splitFrom.statements.filter((statement) => /testing/i.test(statement.text));
  const chosen = testing.length < splitFrom.statements.length ? testing : splitFrom.statements.slice(0, 1);
  const keys = chosen.map((statement) => statement.key);
  themes = await send(client.post(`${url}/${splitFrom.id}/split`, { statements: keys, label: SPLIT_LABEL }), 'split');
  const splitInto = themes.find((theme) => theme.label === SPLIT_LABEL)!.id;
  const kept = byId(themes, splitFrom.id)!.statements.map((statement) => statement.key);

  const cheaper = themeHolding(themes, 'threats', /Cheaper competitors/).statements.find((statement) =>
    /Cheaper competitors/.test(statement.text),
  )!.key;
  themes = await send(
    client.post(`${url}/move-statement`, { statement: cheaper, to: { quadrant: 'weaknesses', label: MOVED_LABEL } }),
    'move',
  );
  const movedInto = themes.find((theme) => theme.label === MOVED_LABEL)!.id;

  return {
    renamed,
    hidden,
    merged: { into, from, keys: mergedKeys },
    split: { from: splitFrom.id, into: splitInto, keys, kept },
    moved: { key: cheaper, into: movedInto },
  };
}
