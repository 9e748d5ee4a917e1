import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export const SAMPLE_ANSWERS = [
  {
    strengths: 'Excellent customer service. Our support team answers within an hour.',
    weaknesses: 'Slow release process; manual testing takes weeks.',
    opportunities: 'Expanding into the Middle East market.',
    threats: 'New competitors with lower prices are already winning deals.',
  },
  {
    strengths: 'Great customer service and loyal customers',
    weaknesses: 'Manual testing slows every release.',
    opportunities: 'Middle East market is growing fast',
    threats: 'Competitors with lower prices',
  },
  {
    strengths: 'Customer service is the best in the industry',
    weaknesses: 'Outdated documentation',
    opportunities: 'Partnerships with payment providers',
    threats: 'Rising cloud costs',
  },
];

/** Four answers about a delivery fleet: enough for the analysis to find themes a second round can ask about. */
export const FLEET_ANSWERS = [
  {
    strengths: 'Deliveries always arrive on time.',
    weaknesses: 'Old trucks break down every month.',
    opportunities: 'Electric vans for city deliveries.',
    threats: 'Diesel prices keep rising.',
  },
  {
    strengths: 'On-time deliveries, week after week.',
    weaknesses: 'Our ageing trucks need constant repairs.',
    opportunities: 'Electric vans could cut the cost of city deliveries.',
    threats: 'Rising diesel prices squeeze every contract.',
  },
  {
    strengths: 'Excellent customer service.',
    weaknesses: 'Manual paperwork for every delivery.',
    opportunities: 'Online booking for small businesses.',
    threats: 'Competitors with lower prices.',
  },
  {
    strengths: 'Great customer service.',
    weaknesses: 'Manual paperwork slows the drivers down.',
    opportunities: 'Online booking would bring new customers.',
    threats: 'A new competitor with lower prices is winning our clients.',
  },
];

/** A SWOT open now with the sample answers (or those given) submitted on its public link, made through the API. */
export async function createAnsweredSwot(
  page: Page,
  title: string,
  answers: readonly Record<keyof (typeof SAMPLE_ANSWERS)[number], string>[] = SAMPLE_ANSWERS,
): Promise<{ id: string }> {
  const headers = { origin: E2E_BASE_URL };
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: { title, startDate: isoDate(-1), endDate: isoDate(7), timezone: 'UTC' },
  });
  expect(created.ok()).toBe(true);
  const { swot } = (await created.json()) as { swot: { id: string; uniqueToken: string } };
  for (const [index, answer] of answers.entries()) {
    const submitted = await page.request.post(`/api/participate/${swot.uniqueToken}/submit`, {
      headers,
      data: { ...answer, idempotencyKey: `e2e-${swot.id}-${index}-key` },
    });
    expect(submitted.ok()).toBe(true);
    // Each answer is another participant's: the server takes one answer per browser on the shared link.
    await page.context().clearCookies({ name: 'fs_answered' });
  }
  return { id: swot.id };
}
