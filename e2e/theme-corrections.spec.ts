import AxeBuilder from '@axe-core/playwright';
import { copyFile, mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAnsweredSwot } from './insight-data';
import { signUpAndSignIn } from './session';

/**
 * A logistics company's answers. The analysis finds "on-time deliveries" and
 * "punctual drivers" as two strengths (one thing to the organiser), and files
 * a threat typed under Opportunities ("New rivals with electric vans…") with
 * the electric-vans opportunity: what an organiser corrects.
 */
const ANSWERS = [
  {
    strengths: 'Deliveries always arrive on time.',
    weaknesses: 'Old trucks break down every month.',
    opportunities: 'Electric vans for city deliveries.',
    threats: 'Diesel prices keep rising.',
  },
  {
    strengths: 'Punctual drivers who never miss a slot.',
    weaknesses: 'Fuel costs keep climbing and eat our margins.',
    opportunities: 'Electric vans could cut the cost of city deliveries.',
    threats: 'Rising diesel prices squeeze every contract.',
  },
  {
    strengths: 'On-time deliveries, week after week.',
    weaknesses: 'Our ageing trucks need constant repairs.',
    opportunities: 'Government incentives for electric vans.',
    threats: 'A new competitor with lower prices is winning our clients.',
  },
  {
    strengths: 'Our drivers are punctual and polite.',
    weaknesses: 'Old trucks and frequent breakdowns delay deliveries.',
    opportunities: 'Online booking for small businesses.',
    threats: 'Diesel prices could double next year.',
  },
  {
    strengths: 'Excellent customer service.',
    weaknesses: 'Manual paperwork for every delivery.',
    opportunities: 'Online booking would bring new customers.',
    threats: 'Competitors with lower prices.',
  },
  {
    strengths: 'Great customer service.',
    weaknesses: 'Manual paperwork slows the drivers down.',
    opportunities: 'New rivals with electric vans could undercut our prices.',
    threats: '',
  },
];
const MISFILED = 'New rivals with electric vans could undercut our prices.';

interface Theme {
  id: string;
  quadrant: string;
  label: string;
  hidden: boolean;
  statements: { key: string; text: string; writtenIn: string; pinned: boolean }[];
}

async function readThemes(page: Page, swotId: string): Promise<Theme[]> {
  const response = await page.request.get(`/api/swot/${swotId}/themes`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { themes: Theme[] }).themes;
}

function themeWith(themes: readonly Theme[], text: string): Theme {
  const theme = themes.find((candidate) => candidate.statements.some((statement) => statement.text === text));
  if (!theme) throw new Error(`No theme holds “${text}”: ${JSON.stringify(themes.map((t) => t.label))}`);
  return theme;
}

/**
 * Moves focus to `target` with Tab (or Shift+Tab when it is before the
 * focused element), as a keyboard user would: no click, no focus() call.
 */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  await expect(target).toBeVisible();
  const backwards = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      document.activeElement !== document.body &&
      Boolean(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus did not reach ${target.toString()} in ${limit} key presses`);
}

/** Arrow keys on a focused native select until it shows `value`. */
async function arrowTo(page: Page, select: Locator, value: string): Promise<void> {
  await expect(select).toBeFocused();
  const count = await select.locator('option').count();
  for (let presses = 0; presses <= count; presses += 1) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowDown');
  }
  for (let presses = 0; presses <= count; presses += 1) {
    if ((await select.inputValue()) === value) return;
    await page.keyboard.press('ArrowUp');
  }
  throw new Error(`The select never showed ${value}`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  const path = `test-results/${name}.png`;
  await page.screenshot({ path, fullPage });
  await mkdir('/tmp/themes-shots', { recursive: true });
  await copyFile(path, `/tmp/themes-shots/${name}.png`);
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const sizes = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(sizes.scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(sizes.clientWidth);
}

test('an organiser merges two themes and moves a misfiled statement using only the keyboard', async ({ page }) => {
  test.slow(); // an analysis to wait for, three widths and an axe pass on two shared cores
  await signUpAndSignIn(page);
  const swot = await createAnsweredSwot(page, 'Fleet review FY27', ANSWERS);
  // The analysis is made a moment after the answers; its themes are records the page corrects.
  await expect
    .poll(async () => (await readThemes(page, swot.id)).flatMap((theme) => theme.statements).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(10);
  const before = await readThemes(page, swot.id);
  const onTime = themeWith(before, 'Deliveries always arrive on time.');
  const punctual = themeWith(before, 'Punctual drivers who never miss a slot.');
  const vans = themeWith(before, MISFILED);
  const competitors = themeWith(before, 'Competitors with lower prices.');
  expect(onTime.id).not.toBe(punctual.id);
  expect(vans.quadrant).toBe('opportunities');
  expect(competitors.quadrant).toBe('threats');
  const mergedCount = onTime.statements.length + punctual.statements.length;

  await page.goto(`/swot/${swot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet review FY27' })).toBeVisible();

  // The tab list: Tab reaches the chosen tab, the arrow keys move along it.
  await tabTo(page, page.getByRole('tab', { name: 'AI Insights' }));
  const themesTab = page.getByRole('tab', { name: 'Correct themes' });
  for (
    let presses = 0;
    presses < 12 && !(await themesTab.evaluate((tab) => tab === document.activeElement));
    presses++
  ) {
    // A live update that redraws the tab list can drop the focus (CI saw it once): a keyboard user tabs back.
    if (!(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'tab'))) {
      await tabTo(page, page.getByRole('tab', { selected: true }));
    }
    await page.keyboard.press('ArrowRight');
  }
  await expect(themesTab).toBeFocused();
  await expect(themesTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: 'Correct themes' })).toBeVisible();

  // Merge: tick both themes with Space, choose the one they become with the arrow keys, Enter on Merge.
  const tickPunctual = panel.getByRole('checkbox', { name: `Select “${punctual.label}” for merging` });
  const tickOnTime = panel.getByRole('checkbox', { name: `Select “${onTime.label}” for merging` });
  await tabTo(page, tickPunctual);
  await page.keyboard.press('Space');
  await expect(tickPunctual).toBeChecked();
  await tabTo(page, tickOnTime);
  await page.keyboard.press('Space');
  await expect(tickOnTime).toBeChecked();
  const into = panel.getByRole('combobox', { name: 'Merge them into' });
  await tabTo(page, into);
  await arrowTo(page, into, onTime.id);
  await tabTo(page, panel.getByRole('button', { name: 'Merge', exact: true }));
  await shoot(page, 'themes-merge-ticked-1280', false);
  await page.keyboard.press('Enter');

  const status = panel.getByRole('status').filter({ hasText: /^(Merged|Moved|Hid) /u });
  await expect(status).toContainText(`Merged “${punctual.label}” into “${onTime.label}”`);
  // The merged theme keeps its id; the analysis names it afresh from its statements unless a person named it.
  const mergedLabel = (await readThemes(page, swot.id)).find((theme) => theme.id === onTime.id)!.label;
  await expect(status).toHaveText(
    mergedLabel === onTime.label
      ? `Merged “${punctual.label}” into “${onTime.label}”.`
      : `Merged “${punctual.label}” into “${onTime.label}”, which the analysis now names “${mergedLabel}”.`,
  );
  const merged = panel.getByRole('heading', { level: 4, name: mergedLabel });
  await expect(merged).toBeFocused();
  await expect(merged.locator('xpath=..')).toContainText(`${mergedCount} statements`);
  await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(before.length - 1);

  // Move: open the opportunity's statements, Move on the misfiled one, pick the threat with the arrow keys.
  const vansStatements = panel.getByRole('button', { name: `Statements of “${vans.label}”` });
  await tabTo(page, vansStatements);
  await page.keyboard.press('Enter');
  await expect(vansStatements).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, panel.getByRole('button', { name: `Move “${MISFILED}”` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move statement' });
  await expect(dialog).toBeVisible();
  const moveTo = dialog.getByRole('combobox', { name: 'Move to' });
  await expect(moveTo).toBeFocused();
  await arrowTo(page, moveTo, competitors.id);
  await shoot(page, 'themes-move-dialog-1280', false);
  await tabTo(page, dialog.getByRole('button', { name: 'Move', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText(`Moved “${MISFILED}” from “${vans.label}” to “${competitors.label}” in Threats.`);
  // Back where the work was: the theme the statement left, to go on correcting it.
  await expect(vansStatements).toBeFocused();
  await expect(panel.getByRole('button', { name: `Move “${MISFILED}”` })).toHaveCount(0);

  // The threat now holds the statement, marked as typed under Opportunities and placed by the organiser.
  const competitorStatements = panel.getByRole('button', { name: `Statements of “${competitors.label}”` });
  await tabTo(page, competitorStatements);
  await page.keyboard.press('Enter');
  const competitorCard = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Statements of “${competitors.label}”` }) });
  await expect(competitorCard).toContainText(MISFILED);
  await expect(competitorCard).toContainText('typed under Opportunities');
  await expect(competitorCard).toContainText('placed by you');

  // Hide: the theme stays on this page, dimmed, with Show; focus stays on the control.
  const online = themeWith(before, 'Online booking for small businesses.');
  await tabTo(page, panel.getByRole('button', { name: `Hide “${online.label}”` }));
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(
    `Hid “${online.label}”: it stays out of the analysis and the report until you show it again.`,
  );
  await expect(panel.getByRole('button', { name: `Show “${online.label}”` })).toBeFocused();

  const after = await readThemes(page, swot.id);
  expect(after.find((theme) => theme.id === online.id)?.hidden).toBe(true);
  expect(themeWith(after, MISFILED).id).toBe(competitors.id);
  expect(themeWith(after, 'Punctual drivers who never miss a slot.').id).toBe(onTime.id);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 740 });
    await expect(competitorCard).toContainText(MISFILED);
    await expectNoSidewaysScroll(page, width);
    await shoot(page, `themes-corrected-${width}`);
  }
  // On the narrowest phone the move dialog fits too, and Escape closes it with focus back on its Move button.
  const moveCompetitor = panel.getByRole('button', { name: 'Move “Competitors with lower prices.”' });
  await tabTo(page, moveCompetitor);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Move to' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expectNoSidewaysScroll(page, 320);
  await shoot(page, 'themes-move-dialog-320', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(moveCompetitor).toBeFocused();
  expect(themeWith(await readThemes(page, swot.id), 'Competitors with lower prices.').id).toBe(competitors.id);

  // Rename in place on the phone: Escape leaves the name as it was, with focus back on Rename.
  const rename = panel.getByRole('button', { name: `Rename “${competitors.label}”` });
  await tabTo(page, rename);
  await page.keyboard.press('Enter');
  const field = panel.getByRole('textbox', { name: `New name for “${competitors.label}”` });
  await expect(field).toBeFocused();
  await page.keyboard.type(' and price pressure');
  await expectNoSidewaysScroll(page, 320);
  await shoot(page, 'themes-rename-320', false);
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(rename).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });

  // The analysis screen reads the corrected themes: one merged strength, the threat with the moved statement, no hidden one.
  await page.getByRole('tab', { name: 'AI Insights' }).click();
  const insights = page.getByRole('tabpanel');
  await expect(insights.getByText(new RegExp(`^${escaped(mergedLabel)} · ${mergedCount} mentions$`))).toBeVisible();
  for (const gone of [onTime.label, punctual.label, online.label].filter((label) => label !== mergedLabel)) {
    await expect(insights.getByText(new RegExp(`^${escaped(gone)} ·`))).toHaveCount(0);
  }
  await expect(
    insights.getByText(new RegExp(`^${escaped(competitors.label)} · ${competitors.statements.length + 1} mentions$`)),
  ).toBeVisible();
  await shoot(page, 'themes-analysis-after-1280');
});
