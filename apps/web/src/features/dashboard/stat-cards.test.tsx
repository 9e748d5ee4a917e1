import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardStats } from '@foursight/shared/contract/dashboard';
import { switchAppLanguage } from '@/lib/i18n';
import { StatCards } from './stat-cards';

const stats: DashboardStats = {
  activeSwots: 3,
  totalSwots: 12,
  totalResponses: 123456,
  responseRate: 75,
  totalAnalyses: 1,
  successRate: 90,
  changes: { swots: 25, responses: 0, analyses: null },
  thisMonth: { swots: 2, responses: 40 },
};

afterEach(async () => {
  await act(() => switchAppLanguage('en'));
});

describe('the stat cards', () => {
  it('say their figures in English, counts in the Indian system', () => {
    render(<StatCards stats={stats} />);
    expect(screen.getByRole('heading', { name: 'Active SWOT Sessions' })).toBeInTheDocument();
    expect(screen.getByText('12 in total; +25% created vs last month')).toBeInTheDocument();
    expect(screen.getByText('1,23,456 responses from those expected')).toBeInTheDocument();
    expect(screen.getByText('Same as last month')).toBeInTheDocument();
    expect(screen.getByText('New this month')).toBeInTheDocument();
  });

  it('say them in Hindi when the organiser chose Hindi, the figures’ test ids unchanged', async () => {
    render(<StatCards stats={stats} />);
    await act(() => switchAppLanguage('hi'));
    expect(screen.getByRole('heading', { name: 'सक्रिय SWOT सत्र' })).toBeInTheDocument();
    expect(screen.getByText('कुल 12; पिछले महीने की तुलना में +25% बनाए गए')).toBeInTheDocument();
    expect(screen.getByText('अपेक्षित लोगों से 1,23,456 उत्तर')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total-responses')).toHaveTextContent('123456');
  });
});
