import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SamplePreview } from '@foursight/shared/domain/sample-preview';
import { HowItWorksSteps } from './how-it-works-steps';
import { SamplePreviewSection } from './sample-preview';

const theme = (label: string, mentions: number, quote: string) => ({ label, mentions, quotes: [quote] });

const PREVIEW: SamplePreview = {
  generatedAt: '2026-11-20T04:30:00.000Z',
  organisation: 'Example Cold Chain Pvt. Ltd.',
  title: 'Annual strategy review 2026',
  responseCount: 40,
  quadrants: [
    {
      key: 'strengths',
      label: 'Strengths',
      responses: 38,
      themes: [theme('on-time delivery', 14, 'We deliver on time almost always.')],
    },
    {
      key: 'weaknesses',
      label: 'Weaknesses',
      responses: 37,
      themes: [theme('slow approvals', 11, 'Approvals take too long.'), theme('old software', 9, 'Our WMS is old.')],
    },
    {
      key: 'opportunities',
      label: 'Opportunities',
      responses: 35,
      themes: [theme('pharma cold chain', 12, 'Vaccine volumes are growing.')],
    },
    {
      key: 'threats',
      label: 'Threats',
      responses: 36,
      themes: [theme('funded competitors', 10, 'Startups quote less.')],
    },
  ],
  report: {
    summary: 'People see on-time delivery as the main strength and slow approvals as the main weakness.',
    sentiment: { score: 1.2, label: 'positive' },
    keyInsights: ['14 of 40 answers see "on-time delivery" as a strength.'],
    tows: [{ key: 'so', text: 'Use on-time delivery to win pharma cold chain work.' }],
  },
  goals: [
    {
      title: 'Speed up approvals',
      quadrant: 'weaknesses',
      category: 'Operations',
      priority: 'Medium',
      theme: 'slow approvals',
      measure: '11 of 40 answers → at most 3 of 40',
    },
    {
      title: 'Pursue pharma cold chain',
      quadrant: 'opportunities',
      category: 'Innovation',
      priority: 'High',
      theme: 'pharma cold chain',
      measure: '12 of 40 answers → at least 15 of 40',
    },
  ],
};

describe("the home page's sample SWOT", () => {
  it('shows the SWOT grid: each quadrant a heading, its themes with their counts and a quote', () => {
    render(<SamplePreviewSection preview={PREVIEW} />);
    expect(screen.getByRole('heading', { level: 2, name: 'See what Foursight makes of your answers' })).toBeVisible();
    const grid = screen.getByRole('region', { name: 'SWOT analysis' });
    for (const label of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats']) {
      expect(within(grid).getByRole('heading', { level: 4, name: new RegExp(`^${label}`) })).toBeVisible();
    }
    const heading = within(grid).getByRole('heading', { level: 4, name: /^Weaknesses/ });
    expect(heading).toHaveTextContent('Weaknesses 37 answers');
    const weaknesses = heading.parentElement!;
    const themes = within(weaknesses).getAllByRole('listitem');
    expect(themes[0]).toHaveTextContent('slow approvals · 11 mentions');
    expect(themes[0]).toHaveTextContent('“Approvals take too long.”');
    expect(themes[1]).toHaveTextContent('old software · 9 mentions');
  });

  it('shows the report page and the goals screen, and says where the figures come from', () => {
    render(<SamplePreviewSection preview={PREVIEW} />);
    const report = screen.getByRole('region', { name: 'Report' });
    expect(within(report).getByText('Example Cold Chain Pvt. Ltd. · 40 responses')).toBeVisible();
    expect(within(report).getByRole('heading', { name: 'Key insights' })).toBeVisible();
    expect(within(report).getByText('14 of 40 answers see "on-time delivery" as a strength.')).toBeVisible();
    expect(within(report).getByText('Use on-time delivery to win pharma cold chain work.')).toBeVisible();

    const goals = screen.getByRole('region', { name: 'Strategic goals' });
    const cards = within(goals).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 4, name: 'Speed up approvals' })).toBeVisible();
    expect(cards[0]).toHaveTextContent('Medium priority');
    expect(cards[0]).toHaveTextContent('Measure: 11 of 40 answers → at most 3 of 40 at the next SWOT');
    expect(cards[1]).toHaveTextContent('High priority');

    expect(screen.getByRole('figure')).toHaveAccessibleName(
      /^A sample SWOT of 40 answers, analysed by Foursight when this site was built\./,
    );
  });
});

describe("the home page's how it works", () => {
  it('numbers its four steps, from invitations to goals and the report', () => {
    render(
      <MemoryRouter>
        <HowItWorksSteps />
      </MemoryRouter>,
    );
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Invite your people',
      'They answer anonymously',
      'Foursight finds the themes',
      'Agree goals and share the report',
    ]);
    expect(screen.getByRole('link', { name: 'More on how it works' })).toHaveAttribute('href', '/how-it-works');
  });
});
