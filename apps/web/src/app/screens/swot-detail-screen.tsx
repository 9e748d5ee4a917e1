import { ANALYSIS_TABS, AnalysisPanel } from '@/features/analysis/analysis-panel';
import { SwotDetailPage } from '@/features/swots/swot-detail-page';

/** One SWOT with the analysis tabs composed in. */
export function SwotDetailScreen() {
  return (
    <SwotDetailPage
      insightTabs={ANALYSIS_TABS.map(({ value, label }) => ({
        value,
        label,
        render: (swot) => <AnalysisPanel swot={swot} tab={value} />,
      }))}
    />
  );
}
